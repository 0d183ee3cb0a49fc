import { withSurpriseFirst, type GiftCard } from './gift-card';
import { GIFT_LIMIT } from './gift-config';
import {
  cancelStaging,
  chosenGifts,
  commitSelection,
  deleteGift,
  stageToggle,
  startStaging,
} from './gift-rules';
import { emptyGiftSelection, parseStoredGifts } from './gift-selection';

function card(id: number): GiftCard {
  return { id, name: `Sample ${id}`, description: '', image: '', count: 1 };
}
const surprise = { ...card(1), name: 'Surprise' };
const offered = [surprise, card(2), card(3), card(4)];

describe('gift cards', () => {
  it('the default surprise gift with id 1 is always first', () => {
    expect(withSurpriseFirst([card(2), card(3)], surprise).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('a loaded card with id 1 is replaced by the surprise, not shown twice', () => {
    const list = withSurpriseFirst([card(2), { ...card(1), name: 'From the shop' }], surprise);
    expect(list).toEqual([surprise, card(2)]);
  });
});

describe('gift selection', () => {
  it('gift selection is staged in selectCardsNow and not chosen until confirmed', () => {
    const state = stageToggle(emptyGiftSelection, 2);
    expect(state.selectCardsNow).toEqual([2]);
    expect(state.selectCards).toEqual([]);
    expect(state.count).toBe(0);
  });

  it(`never stages more than ${GIFT_LIMIT} gifts`, () => {
    let state = stageToggle(stageToggle(emptyGiftSelection, 2), 3);
    state = stageToggle(state, 4);
    expect(state.selectCardsNow).toEqual([2, 3]);
  });

  it('staging a staged gift again takes it out', () => {
    expect(stageToggle(stageToggle(emptyGiftSelection, 2), 2).selectCardsNow).toEqual([]);
  });

  it('confirm commits the staged choice and the count follows it', () => {
    const state = commitSelection(stageToggle(stageToggle(emptyGiftSelection, 1), 3), offered);
    expect(state.selectCards).toEqual([1, 3]);
    expect(state.count).toBe(2);
    expect(chosenGifts(state)).toEqual([surprise, card(3)]);
  });

  it('cancel discards what was staged', () => {
    const committed = commitSelection(stageToggle(emptyGiftSelection, 2), offered);
    const staged = stageToggle(stageToggle(startStaging(committed), 2), 3);
    const cancelled = cancelStaging(staged);
    expect(cancelled.selectCardsNow).toEqual([2]);
    expect(cancelled.selectCards).toEqual([2]);
    expect(cancelled.count).toBe(1);
  });

  it('deleting a gift card removes it and lowers the total', () => {
    const committed = commitSelection(stageToggle(stageToggle(emptyGiftSelection, 2), 3), offered);
    const state = deleteGift(committed, 2);
    expect(state.selectCards).toEqual([3]);
    expect(state.count).toBe(1);
    expect(chosenGifts(state)).toEqual([card(3)]);
  });

  it('a corrupt stored selection yields an empty one', () => {
    expect(parseStoredGifts('{oops')).toEqual(emptyGiftSelection);
    expect(parseStoredGifts({ count: 'two' })).toEqual(emptyGiftSelection);
  });
});
