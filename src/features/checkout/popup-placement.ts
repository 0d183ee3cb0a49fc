/** A list popup's tallest: about six 44 px rows, and never more than half a phone's screen. */
export const POPUP_MAX_HEIGHT_PX = 280;
/** Two rows and the list's padding: less than this is no list to choose from. */
const POPUP_LEAST_HEIGHT_PX = 2 * 44 + 8;

export type PopupSide = 'below' | 'above';

/**
 * Where a field's list popup opens and how tall it may be: below the field when its list fits there
 * or there is at least as much room below as above, else above (a field near the bottom of a 375 px
 * screen); never taller than the room on its side, so the shopper need not scroll the page to reach
 * the last option. `room` is the viewport's free height above and below the field, `content` the
 * list's whole height.
 */
export function popupPlacement(
  room: { above: number; below: number },
  content: number,
  viewportHeight: number,
): { side: PopupSide; maxHeight: number } {
  const tallest = Math.min(POPUP_MAX_HEIGHT_PX, viewportHeight / 2);
  const wanted = Math.min(content, tallest);
  const side: PopupSide = room.below >= wanted || room.below >= room.above ? 'below' : 'above';
  const maxHeight = Math.max(POPUP_LEAST_HEIGHT_PX, Math.min(tallest, room[side]));
  return { side, maxHeight: Math.floor(maxHeight) };
}
