import { latinMatchKey, latinSpelling } from './latin-spelling';
import { REGIONAL_CENTRES } from './regional-centres.test-support';

describe('latinSpelling', () => {
  it.each(REGIONAL_CENTRES)(
    'writes the regional centre %s as resolution 55 does (%s)',
    (latin, ukrainian) => {
      expect(latinSpelling(ukrainian)).toBe(latin);
    },
  );

  it.each([
    ['Єнакієве', 'Yenakiieve'],
    ['Яготин', 'Yahotyn'],
    ['Юрій', 'Yurii'],
    ['Їжакевич', 'Yizhakevych'],
    ['Йосипівка', 'Yosypivka'],
    ['Стрий', 'Stryi'],
    ['Згурівка', 'Zghurivka'],
    ["Кам'янське", 'Kamianske'],
    ['Біла Церква', 'Bila Tserkva'],
    ['Гайсин', 'Haisyn'],
    ['Ґалаґан', 'Galagan'],
  ])('writes %s as %s: y only at the start of a word, no soft sign or apostrophe, zgh', (uk, latin) => {
    expect(latinSpelling(uk)).toBe(latin);
  });

  it('keeps the numbers, signs and spaces of a branch description', () => {
    expect(latinSpelling('Відділення №1 (до 30 кг): вул. Хрещатик, 22')).toBe(
      'Viddilennia №1 (do 30 kh): vul. Khreshchatyk, 22',
    );
    expect(latinSpelling('Поштомат "Нова Пошта" №5101')).toBe('Poshtomat "Nova Poshta" №5101');
  });
});

describe('latinMatchKey', () => {
  const same = (a: string, b: string) => latinMatchKey(a) === latinMatchKey(b);

  it('makes the older and the national spellings of one name equal', () => {
    expect(same('Vinnytsya', 'Vinnytsia')).toBe(true);
    expect(same('Uzhgorod', 'Uzhhorod')).toBe(true);
    expect(same('Odessa', 'Odesa')).toBe(true);
    expect(same('Khreschatyk', 'Khreshchatyk')).toBe(true);
    expect(same('Stryj', 'Stryi')).toBe(true);
    expect(same("Kam'ianske", 'Kamianske')).toBe(true);
    expect(same('KYIV', 'Kyiv')).toBe(true);
  });

  it('keeps different names apart', () => {
    expect(same('Sumy', 'Lviv')).toBe(false);
    expect(same('Kharkiv', 'Kherson')).toBe(false);
  });
});
