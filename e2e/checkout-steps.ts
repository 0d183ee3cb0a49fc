import { expect, type Page } from '@playwright/test';
import { SANDBOX_URL, wooFetch } from './test-env';

/** The Ukrainian checkout's contact field labels. */
export const UA = {
  name: "Ім'я",
  surname: 'Прізвище',
  phone: 'Телефон',
  email: 'E-mail',
};

/** The shopper types the number after the dial code, which the country button beside it shows. */
export async function typePhone(page: Page, name: string, digits: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.click();
  await field.press('End');
  await field.pressSequentially(digits);
}

/** The Ukrainian checkout's contact fields: Олена Коваль, +380 93 123 45 67 and the e-mail given. */
export async function fillContact(page: Page, email = 'olena@example.com') {
  await page.getByRole('textbox', { name: UA.name, exact: true }).fill('Олена');
  await page.getByRole('textbox', { name: UA.surname, exact: true }).fill('Коваль');
  await typePhone(page, UA.phone, '931234567');
  await page.getByRole('textbox', { name: UA.email, exact: true }).fill(email);
}

/**
 * Ticks the captcha on the checkout's payment step (the sandbox's stand-in draws a checkbox "I am
 * human"). Its tokens are single-use, so the checkout resets it after every attempt to place the
 * order: tick it before each one.
 */
export async function passCaptcha(page: Page) {
  await page
    .getByRole('group', { name: /^(Оплата|Payment)$/ })
    .getByRole('checkbox', { name: 'I am human' })
    .check();
}

/**
 * Chooses in a Nova Poshta combobox of the checkout (a city, branch, parcel locker or street): a click
 * opens it, `type` (if given) is typed as a shopper would, and the option named `option` (a string
 * names it exactly), else the first one listed, is clicked. Answers the chosen option's text, which the
 * combobox then shows.
 */
export async function chooseNpOption(
  page: Page,
  label: string,
  { type, option }: { type?: string; option?: string | RegExp } = {},
): Promise<string> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  if (type !== undefined) await combobox.fill(type);
  const list = page.getByRole('listbox', { name: label, exact: true });
  const choice = (
    option === undefined
      ? list.getByRole('option')
      : list.getByRole('option', { name: option, exact: typeof option === 'string' })
  ).first();
  await expect(choice).toBeVisible();
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  await expect(combobox).toHaveValue(text);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  return text;
}

/** Kyiv and its first Nova Poshta branch, on the Ukrainian checkout. */
export async function chooseKyivBranch(page: Page) {
  await chooseNpOption(page, 'Місто', { type: 'Київ', option: 'Київ (Київська)' });
  await chooseNpOption(page, 'Оберіть відділення');
}

/**
 * `count` bottles of Velvet Amber 07 (its second volume, at `price` as if remembered from an earlier
 * visit, else the sandbox's) stored as the shop stores a basket, in a fresh session, then the checkout
 * under `prefix` (`''` or `/en`). Done once the summary shows the line: the form is hydrated by then,
 * and a field filled earlier would be reset.
 */
export async function checkoutWithVelvetAmber(
  page: Page,
  {
    count = 2,
    prefix = '',
    price,
    sandbox = SANDBOX_URL,
  }: { count?: number; prefix?: string; price?: number; sandbox?: string } = {},
) {
  const response = await wooFetch(`${sandbox}/wp-json/wc/v3/products?slug=velvet-amber-07`);
  const [product] = (await response.json()) as { id: number; name: string }[];
  const variations = (await (
    await wooFetch(`${sandbox}/wp-json/wc/v3/products/${product.id}/variations`)
  ).json()) as { id: number; price: string; attributes: { option: string }[] }[];
  const variation = variations[1];
  const line = {
    id: product.id,
    variation_id: variation.id,
    title: product.name,
    price: price ?? Number(variation.price),
    volume: variation.attributes[0]?.option,
    count,
    description: '',
    kind: 'product',
  };
  await page.goto(`${prefix}/`);
  await page.evaluate(
    (cart) => {
      localStorage.setItem('cart:v1', JSON.stringify(cart));
      sessionStorage.clear();
    },
    [line],
  );
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Ваше замовлення|Your order/ }).getByText(product.name),
  ).toBeVisible();
}
