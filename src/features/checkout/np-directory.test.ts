import { optionsToShow, type NpOption } from './np-directory';

const branches: NpOption[] = [
  { ref: 'b1', name: 'Відділення №1: вул. Пирогівський шлях, 135' },
  { ref: 'b2', name: 'Відділення №2: вул. Богатирська, 11' },
  { ref: 'p1', name: 'Поштомат №5501: вул. Богатирська, 2' },
];
const name = (option: NpOption) => option.name;
const none = { ref: '', name: '' };
const refs = (options: NpOption[]) => options.map((option) => option.ref);

describe('the options a Nova Poshta combobox lists', () => {
  it('a whole list is narrowed to the labels holding every typed word, in any case and order', () => {
    const shown = (typed: string) =>
      refs(optionsToShow({ options: branches, chosen: none, typed, narrow: true, label: name }));
    expect(shown('богат')).toEqual(['b2', 'p1']);
    expect(shown('  БОГАТ  відділення ')).toEqual(['b2']);
    expect(shown('№1')).toEqual(['b1']);
    expect(shown('Kyiv')).toEqual([]);
    expect(shown('   ')).toEqual(['b1', 'b2', 'p1']);
  });

  it('a whole list is narrowed by words typed in Latin letters, and on a Russian page in Ukrainian ones', () => {
    const described: NpOption[] = [
      { ref: 'b1', name: 'Отделение №1: ул. Крещатик, 22', latin: 'Viddilennia №1: vul. Khreshchatyk, 22' },
      { ref: 'b2', name: 'Отделение №2: ул. Богатырская, 11', latin: 'Viddilennia №2: vul. Bohatyrska, 11' },
      { ref: 'p1', name: 'Почтомат №5501: ул. Крещатик, 2', latin: 'Poshtomat №5501: vul. Khreshchatyk, 2' },
    ];
    const shown = (typed: string) =>
      refs(optionsToShow({ options: described, chosen: none, typed, narrow: true, label: name }));
    expect(shown('Khreshchatyk')).toEqual(['b1', 'p1']);
    expect(shown('khreschatyk 22')).toEqual(['b1']);
    expect(shown('Viddilennia bohat')).toEqual(['b2']);
    expect(shown('Bogatyrska')).toEqual(['b2']);
    expect(shown('крещ')).toEqual(['b1', 'p1']);
    expect(shown('Хрещатик 22')).toEqual(['b1']);
    expect(shown('Deribasivska')).toEqual([]);
    // A soft sign or an apostrophe alone has no Latin letters: it matches what its label holds.
    expect(shown('ь')).toEqual([]);
  });

  it('a searched list is shown as the route found it: the route has matched the text already', () => {
    const shown = optionsToShow({
      options: branches,
      chosen: none,
      typed: 'Kyiv',
      narrow: false,
      label: name,
    });
    expect(refs(shown)).toEqual(['b1', 'b2', 'p1']);
  });

  it('while nothing is typed, the choice comes first when the list no longer holds it', () => {
    const chosen = { ref: 'c1', name: 'Київ' };
    const shown = optionsToShow({ options: branches, chosen, typed: null, narrow: false, label: name });
    expect(shown[0]).toEqual({ ref: 'c1', name: 'Київ' });
    expect(
      refs(
        optionsToShow({
          options: branches,
          chosen: { ref: 'b2', name: '' },
          typed: null,
          narrow: true,
          label: name,
        }),
      ),
    ).toEqual(['b1', 'b2', 'p1']);
    // A draft's choice without a ref is only a name: nothing to list it by.
    expect(
      refs(
        optionsToShow({
          options: [],
          chosen: { ref: '', name: 'Київ' },
          typed: null,
          narrow: true,
          label: name,
        }),
      ),
    ).toEqual([]);
  });
});
