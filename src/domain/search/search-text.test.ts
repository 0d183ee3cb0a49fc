import { foldText, queryWords, searchWords } from './search-text';

describe('foldText', () => {
  it('reads case and accents alike', () => {
    expect(foldText('Fougère HERMÈS')).toBe('fougere hermes');
  });

  it('drops every keyboard’s apostrophe', () => {
    for (const word of ["об'єм", 'об’єм', 'обʼєм', 'об`єм', 'об‘єм']) expect(foldText(word)).toBe('обем');
  });

  it('folds the Ukrainian and Russian letter variants', () => {
    expect(foldText('їжак йод іриска ирис ы')).toBe('ижак иод ириска ирис и');
    expect(foldText('Є є э ё е')).toBe('е е е е е');
    expect(foldText('ґанок')).toBe('ганок');
    expect(foldText('объём подъезд мыльный')).toBe('обем подезд милнии');
  });
});

describe('searchWords', () => {
  it('splits on anything but letters and digits', () => {
    expect(searchWords('Lip & Eye Kit, 2×30 ml; Oud-Noir/03')).toEqual([
      'lip',
      'eye',
      'kit',
      '2',
      '30',
      'ml',
      'oud',
      'noir',
      '03',
    ]);
  });
});

describe('queryWords', () => {
  it('leaves out words that name nothing when others remain', () => {
    expect(queryWords('парфуми для жінок')).toEqual(['парфуми', 'жинок']);
    expect(queryWords('scent of the sea')).toEqual(['scent', 'sea']);
  });

  it('keeps them when they are all there is', () => {
    expect(queryWords('для')).toEqual(['для']);
  });
});
