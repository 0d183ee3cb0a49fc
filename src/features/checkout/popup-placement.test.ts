import { popupPlacement } from './popup-placement';

/** A 375 × 667 phone screen (iPhone SE). */
const PHONE = 667;

describe('where a Nova Poshta list opens', () => {
  it('below the field when its list fits there', () => {
    expect(popupPlacement({ above: 100, below: 400 }, 1200, PHONE)).toEqual({
      side: 'below',
      maxHeight: 280,
    });
    // A short list needs little room: two options fit under a field low on the screen.
    expect(popupPlacement({ above: 500, below: 120 }, 104, PHONE)).toEqual({ side: 'below', maxHeight: 120 });
  });

  it('above the field near the bottom of a phone screen, where the list does not fit below', () => {
    expect(popupPlacement({ above: 540, below: 60 }, 1200, PHONE)).toEqual({ side: 'above', maxHeight: 280 });
    expect(popupPlacement({ above: 200, below: 150 }, 1200, PHONE)).toEqual({
      side: 'above',
      maxHeight: 200,
    });
  });

  it('below when it fits neither way and there is more room below', () => {
    expect(popupPlacement({ above: 120, below: 150 }, 1200, 360)).toEqual({ side: 'below', maxHeight: 150 });
  });

  it('never taller than half the screen, nor than the room on its side, nor shorter than two options', () => {
    expect(popupPlacement({ above: 0, below: 600 }, 1200, 400).maxHeight).toBe(200);
    expect(popupPlacement({ above: 300, below: 250 }, 1200, 1000).maxHeight).toBe(280);
    expect(popupPlacement({ above: 40, below: 50 }, 1200, PHONE)).toEqual({ side: 'below', maxHeight: 96 });
  });
});
