import { expect, test, type Locator, type Page } from '@playwright/test';
import { DISCOVERY_SET_6_PRICE_UAH } from '../src/config/shop';
import { expectPopupLooksRight } from './popup-checks';

/*
 * One shopper's journey through the cart (issue 5): two discovery sets, a count changed in the
 * basket, two gift samples, an electronic certificate, and a reload that keeps all of it.
 */

function aromaButtons(page: Page): Locator {
  return page.getByRole('tabpanel').getByRole('button');
}

async function pickAromas(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) await aromaButtons(page).nth(i).click();
}

function basket(page: Page, name: 'Кошик' | 'Cart'): Locator {
  return page.getByRole('dialog', { name });
}

function basketLine(dialog: Locator, title: RegExp): Locator {
  return dialog.getByRole('listitem').filter({ hasText: title }).first();
}

test('a shopper builds two sets, picks gifts, adds a certificate and finds it all after a reload', async ({
  page,
}) => {
  // A 6-set: adding is disabled until six aromas are chosen.
  await page.goto('/discovery-set');
  await expect(page.getByRole('heading', { level: 1, name: /Discovery-набір 6/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Солодкі' })).toBeVisible();
  // Spec §1: the 6 × 2 ml set is sold at 329 UAH, the price WooCommerce holds for the set product.
  await expect(page.getByText(new RegExp(`^${DISCOVERY_SET_6_PRICE_UAH}\\s₴ за 6 × 2 мл$`))).toBeVisible();
  const addSix = page.getByRole('button', { name: 'Додати набір у кошик' });
  await pickAromas(page, 5);
  await expect(addSix).toBeDisabled();
  await aromaButtons(page).nth(5).click();
  await expect(addSix).toBeEnabled();
  const chosenSix = await aromaButtons(page).filter({ hasText: 'Обрано' }).allInnerTexts();
  expect(chosenSix).toHaveLength(6);
  await addSix.click();
  // The "set" popup shows the set just added and offers the next step.
  const added = page.getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' });
  await expect(added.getByRole('listitem')).toHaveCount(6);
  await expectPopupLooksRight(page, added, 'set added');
  const firstAroma = await added.getByRole('listitem').first().innerText();
  expect(chosenSix[0]).toContain(firstAroma);
  await added.getByRole('button', { name: 'Перейти до кошика' }).click();
  await expect(added).toBeHidden();
  await expect(page.getByRole('button', { name: 'Кошик, 1 товар' })).toBeAttached();
  const uaBasket = basket(page, 'Кошик');
  const sixLine = basketLine(uaBasket, /Discovery-набір 6/);
  await expect(sixLine.getByText('Аромати в наборі')).toBeVisible();
  await expect(sixLine.getByRole('listitem')).toHaveCount(6);
  await expectPopupLooksRight(page, uaBasket, 'basket');
  await page.keyboard.press('Escape');
  await expect(uaBasket).toBeHidden();

  // A 9-set in English, reached from the 6-set's page, then a count raised with the basket's stepper.
  await page.goto('/en/discovery-set');
  // The cart holds a 6-set already: the page asks first (spec §4); a new one it is, of the other size.
  await page
    .getByRole('dialog', { name: 'A set is already in your cart' })
    .getByRole('button', { name: 'Build a new one' })
    .click();
  const sizes = page.getByRole('navigation', { name: 'Set size' });
  await expect(sizes.getByRole('link', { name: /^6 aromas/ })).toHaveAttribute('aria-current', 'page');
  await sizes.getByRole('link', { name: /^9 aromas/ }).click();
  await expect(page).toHaveURL(/\/en\/discovery-set-9$/);
  await expect(page.getByRole('heading', { level: 1, name: /Discovery set 9/ })).toBeVisible();
  await pickAromas(page, 9);
  await page.getByRole('button', { name: 'Add the set to cart' }).click();
  // A second set in the same visit is offered as the same again or another one (spec §4).
  const nineAdded = page.getByRole('dialog', { name: 'A set of 9 aromas is in your cart' });
  await nineAdded.getByRole('button', { name: 'Add the same' }).click();
  await expect(nineAdded).toBeHidden();
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const enBasket = basket(page, 'Cart');
  const nineLine = basketLine(enBasket, /Discovery set 9/);
  await expect(nineLine.getByRole('listitem')).toHaveCount(9);
  await nineLine.getByRole('button', { name: /^Increase quantity: Discovery set 9/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeAttached();

  // Two gift samples; a third cannot be ticked.
  await enBasket.getByRole('button', { name: 'Choose a gift' }).click();
  const gifts = page.getByRole('dialog', { name: 'A gift with your order' });
  const boxes = gifts.getByRole('checkbox');
  await expect(boxes.first()).toHaveAccessibleName(/Surprise/);
  expect(await boxes.count()).toBeGreaterThan(3);
  await expectPopupLooksRight(page, gifts, 'gifts');
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await expect(boxes.nth(3)).toBeDisabled();
  await gifts.getByRole('button', { name: 'Confirm' }).click();
  await expect(enBasket.getByText('2 gifts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enBasket).toBeHidden();

  // An electronic certificate: the recipient's e-mail is required first.
  await page.goto('/certificates');
  await page.getByRole('link', { name: /Обрати: Електронний/ }).click();
  await expect(page.getByRole('radio', { name: /Електронний/ })).toBeChecked();
  await page.getByRole('radio', { name: /^1\s000\s₴$/ }).check();
  const addCertificate = page.getByRole('button', { name: 'Додати сертифікат у кошик' });
  await addCertificate.click();
  await expect(page.getByRole('alert').filter({ hasText: "Заповніть обов'язкове поле" })).toBeVisible();
  await page.getByLabel(/E-mail отримувача/).fill('friend@example.com');
  await addCertificate.click();
  await expect(page.getByText('Товар додано до кошика')).toBeVisible();

  // Everything survives a reload: 1 + 3 sets and 1 certificate are five pieces.
  await page.reload();
  await page.getByRole('button', { name: 'Кошик, 5 товарів' }).click();
  const after = basket(page, 'Кошик');
  await expect(basketLine(after, /Discovery-набір 6/).getByRole('listitem')).toHaveCount(6);
  const nineAfter = basketLine(after, /Discovery set 9/);
  await expect(nineAfter.getByRole('group', { name: /^Кількість: Discovery set 9/ })).toContainText('3');
  await expect(basketLine(after, /Електронний подарунковий сертифікат/)).toBeVisible();
  await expect(after.getByText('2 подарунки')).toBeVisible();
  await expect(after.getByRole('link', { name: 'Оформити замовлення' })).toBeVisible();
});

test('an unfinished set in the cart disables checkout with the reason and links back to the builder', async ({
  page,
}) => {
  // A set can only be unfinished when it was stored that way (an older visit); seed one.
  await page.goto('/discovery-set');
  await page.evaluate(() => {
    const line = {
      id: 1,
      title: 'Discovery-набір 6×2 мл',
      price: 329,
      count: 1,
      description: 'set:6:1,2',
      kind: 'set',
      set: {
        size: 6,
        aromas: [
          { id: 1, title: 'A' },
          { id: 2, title: 'B' },
        ],
      },
    };
    localStorage.setItem('cart:v1', JSON.stringify([line]));
  });
  // Not back to the set page: there a 6-set already in the cart opens the acceptSet prompt first.
  await page.goto('/');
  await page.getByRole('button', { name: 'Кошик, 1 товар' }).click();
  const dialog = page.getByRole('dialog', { name: 'Кошик' });
  const checkout = dialog.getByRole('button', { name: 'Оформити замовлення' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(/У наборі обрано не всі аромати/);
  await expect(dialog.getByRole('link', { name: 'Дообрати аромати' })).toHaveAttribute(
    'href',
    '/discovery-set',
  );
});

test('the basket opens from the header and its close button closes it above the sticky header', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: /^Кошик, / });
  await opener.click();
  await expect(basket(page, 'Кошик')).toBeVisible();
  await page.getByRole('button', { name: 'Закрити кошик' }).click();
  await expect(basket(page, 'Кошик')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 375 px the wheel button keeps to the page’s edge: a product’s title under it still reads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/velvet-amber-07');
  const launcher = page.getByRole('button', { name: 'Колесо призів', exact: true });
  const title = page.getByRole('heading', { level: 1, name: 'Velvet Amber 07' });
  await expect(launcher).toBeVisible();
  const [button, heading] = [await launcher.boundingBox(), await title.boundingBox()];
  if (!button || !heading) throw new Error('not on the screen');
  // Whatever lies under the fixed button, at most its first 16 px are covered (the 48 px circle
  // 16 px in hid "Velv" of this title at first paint).
  expect(button.x).toBe(0);
  expect(button.x + button.width - heading.x).toBeLessThanOrEqual(16);
});

test('at 375 px the wheel button and the added notice cover no control of the set page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/discovery-set');
  const launcher = page.getByRole('button', { name: 'Колесо призів', exact: true });
  const add = page.getByRole('button', { name: 'Додати набір у кошик' });
  const progress = page.getByText(/^Обрано \d з 6/);
  await expect(launcher).toBeVisible();
  const overlap = async (a: Locator, b: Locator) => {
    const [x, y] = [await a.boundingBox(), await b.boundingBox()];
    if (!x || !y) throw new Error('not on the screen');
    return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  };
  expect(await overlap(launcher, add)).toBe(false);
  expect(await overlap(launcher, progress)).toBe(false);

  await pickAromas(page, 6);
  await add.click();
  await page
    .getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' })
    .getByRole('button', { name: 'Додати такий самий' })
    .click();
  const notice = page.getByText('Товар додано до кошика');
  await expect(notice).toBeVisible();
  expect(await overlap(notice, page.getByRole('button', { name: /^Кошик, 2 товари/ }))).toBe(false);
});
