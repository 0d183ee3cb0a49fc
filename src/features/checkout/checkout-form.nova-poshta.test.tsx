/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { filledDraft, velvetAmberLine } from './checkout-form.test-support';
import type { CheckoutForm as Draft } from './checkout-form-schema';

/*
 * Issue 25: the Nova Poshta city and its branch are each one searchable combobox (WAI-ARIA 1.2 list
 * autocomplete): typed words find choices in a popup list, arrows move, Enter or a click chooses,
 * Escape closes, and the order carries the chosen names and refs as it did with the selects.
 */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('token-ok')}>
      pass the captcha
    </button>
  ),
}));

const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
const KYIVETS = '0df25497-4b3a-11e4-ab6d-005056801329';
const BRANCH_1 = '1ec09d88-e1c2-11e3-8c4a-0050568002cf';
const BRANCH_2 = '7b422fc5-e1b8-11e3-8c4a-0050568002cf';

/** Nova Poshta's names are Ukrainian whatever the page's language (directory.ts). */
const cities = [
  { ref: KYIV, name: 'Київ', region: 'Київська' },
  { ref: KYIVETS, name: 'Київець', region: 'Львівська' },
];
const branches = [
  { ref: BRANCH_1, name: 'Відділення №1: вул. Пирогівський шлях, 135', number: '1' },
  { ref: BRANCH_2, name: 'Відділення №2: вул. Богатирська, 11', number: '2' },
];

// Our route turns a Latin "Kyiv" into Cyrillic spellings for Nova Poshta; here it answers both.
function novaPoshta(url: URL): { status: number; body: unknown } {
  const q = url.searchParams.get('q') ?? '';
  if (url.pathname === '/api/novaposhta/cities') {
    if (q === 'Zzz') return { status: 502, body: { error: { code: 'delivery_unavailable', message: '' } } };
    return { status: 200, body: /^(ки|kyiv)/i.test(q) ? cities : [] };
  }
  if (url.pathname === '/api/novaposhta/warehouses' && url.searchParams.get('city') === KYIV) {
    return { status: 200, body: branches };
  }
  return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
}

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  const answer = url.startsWith('/api/novaposhta/')
    ? novaPoshta(new URL(url, 'http://shop.test'))
    : url === '/api/orders'
      ? {
          status: 201,
          body: { order: { id: 9, number: '9', total: 3780, status: 'on-hold', key: 'wc_order_9' } },
        }
      : url === '/api/geo/country'
        ? { status: 200, body: { country: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
const orderBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/orders')
    .map(([, init]) => JSON.parse(String(init!.body)));
const citySearches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://shop.test'))
    .filter((url) => url.pathname === '/api/novaposhta/cities')
    .map((url) => url.searchParams.get('q'));

// Contacts filled in, the delivery not yet.
const noDelivery: Draft = { ...filledDraft, delivery: { ...filledDraft.delivery, city: '', department: '' } };

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([velvetAmberLine]));
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(noDelivery));
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

async function openCheckout() {
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
  expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
  return userEvent.setup();
}

const cityBox = () => screen.getByRole('combobox', { name: 'City' });
const branchBox = () => screen.getByRole('combobox', { name: 'Choose a branch' });
const option = (name: string | RegExp) => screen.getByRole('option', { name });
const statusSays = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

/** Types `text` in the city combobox and waits for its list. */
async function searchCity(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(cityBox());
  await user.type(cityBox(), text);
  return screen.findByRole('listbox', { name: 'City' });
}

describe('the Nova Poshta city and branch comboboxes', () => {
  it('typing finds cities in a popup list; arrows move along it and Enter chooses', async () => {
    const user = await openCheckout();
    const city = cityBox();
    expect(city).toHaveAttribute('aria-autocomplete', 'list');
    expect(city).toHaveAttribute('aria-expanded', 'false');

    const list = await searchCity(user, 'Kyiv');
    // A Latin name is sent as typed: our route finds it in Cyrillic.
    expect(citySearches()).toEqual(['Kyiv']);
    expect(city).toHaveAttribute('aria-expanded', 'true');
    expect(city).toHaveAttribute('aria-controls', list.id);
    expect(await statusSays('2 found')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Київ (Київська)',
      'Київець (Львівська)',
    ]);

    await user.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant', option('Київ (Київська)').id);
    expect(option('Київ (Київська)')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant', option('Київець (Львівська)').id);
    await user.keyboard('{ArrowUp}');
    expect(city).toHaveAttribute('aria-activedescendant', option('Київ (Київська)').id);
    await user.keyboard('{Enter}');

    expect(city).toHaveValue('Київ (Київська)');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(city).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter chose; it did not submit the form.
    expect(orderBodies()).toEqual([]);
  });

  it('the chosen city’s branches then list on focus, narrow as the shopper types, and are chosen the same way; the order carries both refs', async () => {
    const user = await openCheckout();
    await searchCity(user, 'Київ');
    await user.keyboard('{ArrowDown}{Enter}');

    await user.tab();
    expect(branchBox()).toHaveFocus();
    expect(await screen.findByRole('listbox', { name: 'Choose a branch' })).toBeInTheDocument();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/novaposhta/warehouses?city=${KYIV}&type=branch&locale=en`,
    );
    await user.type(branchBox(), 'богат');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([branches[1].name]);
    expect(await statusSays('1 found')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(branchBox()).toHaveValue(branches[1].name);

    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(orderBodies()[0].delivery).toEqual({
      method: 'np',
      city: 'Київ',
      cityRef: KYIV,
      department: branches[1].name,
      departmentRef: BRANCH_2,
    });
  });

  it('a click chooses too, and another city empties the branch chosen for the first', async () => {
    const user = await openCheckout();
    await searchCity(user, 'Ки');
    await user.click(option('Київ (Київська)'));
    expect(cityBox()).toHaveValue('Київ (Київська)');
    expect(cityBox()).toHaveFocus();

    await user.click(branchBox());
    await user.click(await screen.findByRole('option', { name: branches[0].name }));
    expect(branchBox()).toHaveValue(branches[0].name);

    // The same city again keeps its branch; another city starts the branch afresh.
    await user.click(cityBox());
    await user.click(option('Київ (Київська)'));
    expect(branchBox()).toHaveValue(branches[0].name);
    await user.click(cityBox());
    await user.click(option('Київець (Львівська)'));
    expect(cityBox()).toHaveValue('Київець (Львівська)');
    expect(branchBox()).toHaveValue('');
  });

  it('Escape closes the list and keeps the choice; a second Escape clears it, as does emptying the text', async () => {
    const user = await openCheckout();
    await searchCity(user, 'Київ');
    await user.keyboard('{ArrowDown}{Enter}');

    // Typing over a choice and closing the list brings the choice back.
    await user.type(cityBox(), ' and more');
    expect(cityBox()).toHaveValue('Київ (Київська) and more');
    expect(cityBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(cityBox()).toHaveAttribute('aria-expanded', 'false');
    expect(cityBox()).toHaveValue('Київ (Київська)');

    await user.keyboard('{Escape}');
    expect(cityBox()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(cityBox()).toHaveAccessibleDescription('Fill in the required field.');

    // Chosen again, then the text emptied: nothing is chosen.
    await searchCity(user, 'Київ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(cityBox()).not.toHaveAttribute('aria-invalid');
    await user.clear(cityBox());
    expect(cityBox()).toHaveAttribute('aria-invalid', 'true');
    expect(cityBox()).toHaveAccessibleDescription('Fill in the required field.');
  });

  it('a click outside closes the list', async () => {
    const user = await openCheckout();
    await searchCity(user, 'Київ');
    await user.click(screen.getByRole('group', { name: 'Delivery' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(cityBox()).toHaveAttribute('aria-expanded', 'false');
    expect(cityBox()).toHaveValue('');
  });

  it('with nothing chosen, placing the order shows the required message on the city and the branch', async () => {
    const user = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    for (const box of [cityBox(), branchBox()]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Fill in the required field.');
    }
    expect(orderBodies()).toEqual([]);
  });

  it('says what it waits for: more letters, a city first, the search, nothing found, or the load error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openCheckout();
    await user.click(branchBox());
    expect(await statusSays('Choose a city first')).toBeInTheDocument();

    await user.click(cityBox());
    expect(await statusSays('Type at least 2 letters')).toBeInTheDocument();
    await user.type(cityBox(), 'К');
    expect(await statusSays('Type at least 2 letters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/novaposhta/cities'))).toBe(false);
    await user.type(cityBox(), 'x');
    expect(await statusSays('Searching…')).toBeInTheDocument();
    expect(cityBox()).toHaveAttribute('aria-busy', 'true');
    expect(await statusSays('Nothing found')).toBeInTheDocument();

    await user.clear(cityBox());
    await user.type(cityBox(), 'Zzz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the list: try again.');
    await waitFor(() => expect(citySearches()).toContain('Zzz'));
  });
});
