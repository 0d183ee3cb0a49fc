import { cyrillicSpellings } from './cyrillic-spellings';
import { REGIONAL_CENTRES } from './regional-centres.test-support';

/** Nova Poshta matches the beginning of a name, so a spelling finds a name it begins. */
const finds = (query: string, name: string) =>
  cyrillicSpellings(query).some((spelling) => name.toLowerCase().startsWith(spelling.toLowerCase()));

const OTHER_TOWNS: [string, string][] = [
  ['Mariupol', 'Маріуполь'],
  ['Kamianske', "Кам'янське"],
  ['Kamianets-Podilskyi', "Кам'янець-Подільський"],
  ['Bila Tserkva', 'Біла Церква'],
  ['Kryvyi Rih', 'Кривий Ріг'],
  ['Bilhorod-Dnistrovskyi', 'Білгород-Дністровський'],
  ['Sievierodonetsk', 'Сєвєродонецьк'],
  ['Berdiansk', 'Бердянськ'],
  ['Sloviansk', "Слов'янськ"],
  ['Piatykhatky', "П'ятихатки"],
  ['Oleksandriia', 'Олександрія'],
  ['Kolomyia', 'Коломия'],
  ['Izmail', 'Ізмаїл'],
  ['Stryi', 'Стрий'],
  ['Haisyn', 'Гайсин'],
  ['Tulchyn', 'Тульчин'],
  ['Truskavets', 'Трускавець'],
  ['Zviahel', 'Звягель'],
  ['Starokostiantyniv', 'Старокостянтинів'],
  ['Yenakiieve', 'Єнакієве'],
  ['Yahotyn', 'Яготин'],
  ['Zghurivka', 'Згурівка'],
  ['Vasylkiv', 'Васильків'],
  ['Horishni Plavni', 'Горішні Плавні'],
];

describe('cyrillicSpellings', () => {
  it.each(REGIONAL_CENTRES)('finds the regional centre %s (%s) by its official Latin name', (latin, name) => {
    expect(finds(latin, name)).toBe(true);
  });

  it.each(OTHER_TOWNS)(
    'finds %s (%s): soft signs, apostrophes, ї and й that the Latin name leaves out',
    (latin, name) => {
      expect(finds(latin, name)).toBe(true);
    },
  );

  it('asks the likeliest spelling first and at most four', () => {
    expect(cyrillicSpellings('Kyiv')[0]).toBe('Київ');
    expect(cyrillicSpellings('Kharkiv')[0]).toBe('Харків');
    for (const [latin] of [...REGIONAL_CENTRES, ...OTHER_TOWNS])
      expect(cyrillicSpellings(latin).length).toBeLessThanOrEqual(4);
  });

  it('asks a query without Latin letters as it was typed', () => {
    for (const query of ['Київ', 'Киев', 'Харьков', 'Хре', '12'])
      expect(cyrillicSpellings(query)).toEqual([query]);
  });

  it('keeps the capitals the shopper typed', () => {
    expect(cyrillicSpellings('kyiv')[0]).toBe('київ');
    expect(cyrillicSpellings('KYIV')[0]).toBe('КИЇВ');
  });

  it('finds a name still being typed, even inside a letter combination', () => {
    expect(finds('Kyi', 'Київ')).toBe(true);
    expect(finds('Vinnyt', 'Вінниця')).toBe(true);
    expect(finds('Vinnytsi', 'Вінниця')).toBe(true);
    expect(finds('Zaporiz', 'Запоріжжя')).toBe(true);
    expect(finds('Khmel', 'Хмельницький')).toBe(true);
    expect(finds('Khmelnyt', 'Хмельницький')).toBe(true);
  });

  it('reads the older Russian-style spellings into the Russian names Nova Poshta also matches', () => {
    expect(finds('Kiev', 'Киев')).toBe(true);
    expect(finds('Odessa', 'Одесса')).toBe(true);
    expect(finds('Nikolaev', 'Николаев')).toBe(true);
    expect(finds('Zaporozhye', 'Запорожье')).toBe(true);
    expect(finds('Dnepr', 'Днепр')).toBe(true);
    expect(finds('Lvov', 'Львов')).toBe(true);
    expect(finds('Cherkassy', 'Черкассы')).toBe(true);
  });

  it('keeps the digits and punctuation of a street or branch query', () => {
    expect(cyrillicSpellings('vul. Khreshchatyk, 22')[0]).toBe('вул. Хрещатик, 22');
  });

  it('reads a typed apostrophe, typographic or not, as the Ukrainian one Nova Poshta writes', () => {
    expect(cyrillicSpellings('Kam’ianske')[0]).toBe("Кам'янське");
    expect(cyrillicSpellings("Kam'ianske")[0]).toBe("Кам'янське");
  });

  it('reads Latin letters mixed into a Cyrillic word', () => {
    expect(cyrillicSpellings('Kиїв')[0]).toBe('Київ');
  });
});
