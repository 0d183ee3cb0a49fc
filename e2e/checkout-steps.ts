import { expect, type Page } from '@playwright/test';

/** The Ukrainian checkout's contact field labels. */
export const UA = {
  name: "Ім'я",
  surname: 'Прізвище',
  phone: 'Телефон',
  email: 'E-mail',
};

/** The phone field starts with +380 typed in; the shopper types the rest. */
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

/** Kyiv and its first Nova Poshta branch, on the Ukrainian checkout. */
export async function chooseKyivBranch(page: Page) {
  await page.getByLabel('Знайти місто').fill('Київ');
  const city = page.getByRole('combobox', { name: 'Місто', exact: true });
  await expect(city.locator('option', { hasText: 'Київ (Київська)' })).toBeAttached();
  await city.selectOption({ label: 'Київ (Київська)' });
  const branch = page.getByRole('combobox', { name: 'Оберіть відділення' });
  await expect(branch.locator('option').nth(1)).toBeAttached();
  await branch.selectOption({ index: 1 });
}
