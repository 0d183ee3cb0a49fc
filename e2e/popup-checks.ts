import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * What a shopper sees of an open popup, at a phone's, a tablet's and a desktop's width: the popup is
 * on screen and the page does not scroll sideways, no text runs out of its box, every control in it
 * is on top where it is drawn (nothing fixed, like the wheel's button, painted over it), and no
 * checkbox, radio, select or file input is left as the browser draws it where the design has its own.
 * Each width's screenshot is attached to the test's report, to be looked at. Called by the journeys
 * where they open each popup, so it costs a resize, not a journey of its own.
 */

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
] as const;

type Problems = { offScreen: string[]; spilled: string[]; covered: string[]; native: string[] };

export function popupProblems(root: Element): Problems {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    // checkVisibility: also false inside a closed <details>, whose content keeps its boxes unpainted.
    const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return box.width > 2 && box.height > 2 && visible;
  };
  const viewport = window.innerWidth;
  const box = root.getBoundingClientRect();
  const offScreen: string[] = [];
  if (box.left < -0.5 || box.right > viewport + 0.5)
    offScreen.push(`popup spans ${box.left}–${box.right} px`);
  if (document.documentElement.scrollWidth > viewport) {
    offScreen.push(`page is ${document.documentElement.scrollWidth} px wide`);
  }

  // Text wider than a box that lets it show: the box's content runs past its right edge.
  const spilled = [...root.querySelectorAll('*')]
    .filter((element) => {
      const style = getComputedStyle(element);
      if (style.display.startsWith('inline') || style.overflowX !== 'visible' || !shown(element))
        return false;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
      );
      return ownText && element.scrollWidth > element.clientWidth + 1;
    })
    .map(describe);

  // What is drawn at the middle of a control (of its first line, for a link wrapped onto two), when
  // that point is on screen; undefined when it is not.
  const hitAt = (control: Element) => {
    const rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return undefined;
    return document.elementFromPoint(x, y);
  };
  const onTop = (control: Element, hit: Element | null | undefined) => {
    const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : [];
    return !!hit && (control === hit || control.contains(hit) || labels.some((label) => label.contains(hit)));
  };
  const covered: string[] = [];
  for (const control of root.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
    if (!shown(control)) continue;
    // Where it is first (most controls of a popup, those near the last one scrolled to), and scrolled
    // to the middle of the screen only when not on top there: one scroll a screenful, not a control.
    let hit = hitAt(control);
    if (!onTop(control, hit)) {
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // Inside a box that clips it, scrollIntoView can leave the window where it was.
      const placed = control.getBoundingClientRect();
      if (placed.bottom < 0 || placed.top > window.innerHeight) {
        const top = window.scrollY + placed.top - (window.innerHeight - placed.height) / 2;
        window.scrollTo({ top, behavior: 'instant' });
      }
      hit = hitAt(control);
    }
    if (!onTop(control, hit)) covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing'}`);
  }

  // The sandbox's captcha stands in for hCaptcha's iframe, which the shop does not draw.
  const native = [
    ...root.querySelectorAll('input[type="checkbox"], input[type="radio"], input[type="file"], select'),
  ]
    .filter((control) => !control.closest('.sandbox-captcha'))
    .filter((control) => shown(control) && getComputedStyle(control).appearance !== 'none')
    .map(describe);

  return { offScreen, spilled, covered, native };
}

/** `widths`: where the popup exists at all (the filters are a sidebar on a desktop). */
export async function expectPopupLooksRight(
  page: Page,
  popup: Locator,
  label: string,
  widths: number[] = WIDTHS.map((size) => size.width),
): Promise<void> {
  const original = page.viewportSize();
  for (const size of WIDTHS.filter((size) => widths.includes(size.width))) {
    await page.setViewportSize(size);
    await expect(popup).toBeVisible();
    const problems = await popup.evaluate(popupProblems);
    const shot = test.info().outputPath(`${label.replace(/\W+/g, '-')}-${size.width}.png`);
    await page.screenshot({ path: shot });
    await test.info().attach(`${label} at ${size.width} px`, { path: shot, contentType: 'image/png' });
    expect(problems, `${label} at ${size.width} px`).toEqual({
      offScreen: [],
      spilled: [],
      covered: [],
      native: [],
    });
  }
  if (original) await page.setViewportSize(original);
}
