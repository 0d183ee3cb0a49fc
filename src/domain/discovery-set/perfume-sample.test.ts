import type { Aroma } from './aroma';
import { initialSelection, parseAromaParam, sampleOfPerfume, sampleSetPath } from './perfume-sample';
import { toggleAroma } from './set-rules';

const aroma = (id: number, over: Partial<Aroma> = {}): Aroma => ({
  id,
  title: `Aroma ${id} 2 мл`,
  image: '',
  group: 'sweet',
  inStock: true,
  ...over,
});

// Samples 324 and 325 are of perfumes 1 and 17; 326 is sold out; 327 is linked to no perfume.
const aromas = [
  aroma(324, { perfumeId: 1 }),
  aroma(325, { perfumeId: 17 }),
  aroma(326, { perfumeId: 21, inStock: false }),
  aroma(327),
];

describe("a perfume's 2 ml sample", () => {
  it('is the aroma whose sample names that perfume, while it is in stock', () => {
    expect(sampleOfPerfume(aromas, 17)?.id).toBe(325);
    expect(sampleOfPerfume(aromas, 21)).toBeUndefined();
    expect(sampleOfPerfume(aromas, 99)).toBeUndefined();
  });

  it("is tried on the six-sample set's page, named by the perfume's slug", () => {
    expect(sampleSetPath('velvet-amber-07')).toBe('/discovery-set?aroma=velvet-amber-07');
    expect(sampleSetPath('троянда & уд')).toBe(
      '/discovery-set?aroma=%D1%82%D1%80%D0%BE%D1%8F%D0%BD%D0%B4%D0%B0+%26+%D1%83%D0%B4',
    );
  });
});

describe('opening a set page with ?aroma=', () => {
  it('starts the set with that perfume’s sample chosen, which can be taken out again', () => {
    const selection = initialSelection(aromas, 1, 6);
    expect(selection).toEqual([324]);
    expect(toggleAroma(selection, aromas[0], 6)).toEqual([]);
  });

  it('an unknown perfume, one without a sample or with a sold-out one starts the set empty', () => {
    expect(initialSelection(aromas, undefined, 6)).toEqual([]);
    expect(initialSelection(aromas, 99, 9)).toEqual([]);
    expect(initialSelection(aromas, 21, 6)).toEqual([]);
  });

  it('reads one slug from the query; an empty, repeated or overlong value is none', () => {
    expect(parseAromaParam('velvet-amber-07')).toBe('velvet-amber-07');
    expect(parseAromaParam(' velvet-amber-07 ')).toBe('velvet-amber-07');
    for (const value of [undefined, '', '  ', ['a', 'b'], 'x'.repeat(201)]) {
      expect(parseAromaParam(value)).toBeUndefined();
    }
  });
});
