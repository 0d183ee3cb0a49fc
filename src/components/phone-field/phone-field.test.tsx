/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Language } from '@/config/shop';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { PhoneField } from './phone-field';

/** A form around the phone fields (the checkout's names), with the values the form would submit. */
function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { phone: '', recipient: { phone: '' } } });
  const [phone, recipientPhone] = useWatch({ control: form.control, name: ['phone', 'recipient.phone'] });
  return (
    <FormProvider {...form}>
      {children}
      <output data-testid="values">{JSON.stringify({ phone, recipientPhone })}</output>
    </FormProvider>
  );
}

const fetchMock = jest.fn();

/** GET /api/geo/country answers this (or never, with a pending promise). */
function lookupAnswers(answer: { country: string | null } | Promise<{ country: string | null }>) {
  fetchMock.mockImplementation(async () => ({ ok: true, json: async () => answer }));
}

function renderPhone({ lng = 'uk', recipient = false }: { lng?: Language; recipient?: boolean } = {}) {
  const label = lng === 'uk' ? 'Телефон' : 'Phone';
  render(
    <TestI18nProvider lng={lng}>
      <Form>
        <PhoneField name="phone" label={label} />
        {recipient && <PhoneField name="recipient.phone" label="Телефон отримувача" />}
      </Form>
    </TestI18nProvider>,
  );
  return {
    input: screen.getByRole('textbox', { name: label }),
    countryButton: () => screen.getByRole('button', { name: new RegExp(`^${label} — (країна|country):`) }),
  };
}

/** What the shopper reads in the phone field: the country button's text, then the number's. */
const shownText = (input: HTMLElement, countryButton: HTMLElement) =>
  [countryButton.textContent, (input as HTMLInputElement).value].filter(Boolean).join(' ');
const timesShown = (text: string, part: string) => text.split(part).length - 1;

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, string>;

/** An option's country name: its text without the (hidden) flag and the dial code. */
const countryOf = (option: Element) =>
  [...option.children]
    .filter((part) => part.getAttribute('aria-hidden') !== 'true')
    .map((part) => part.textContent)
    .join('')
    .replace(/\+\d+$/, '');
const countryNames = () => screen.getAllByRole('option').map(countryOf);

/** The country the open list points at (aria-activedescendant). */
function activeCountry(): string {
  const list = screen.getByRole('listbox');
  return countryOf(document.getElementById(list.getAttribute('aria-activedescendant') ?? '')!);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  lookupAnswers({ country: null });
});

describe('phone field', () => {
  it('shows the dial code once, beside the flag, and sends the number with it', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    expect(timesShown(shownText(input, countryButton()), '+380')).toBe(1);
    await user.type(input, '671234567');
    expect(shownText(input, countryButton())).toBe('+380 (67) 123 45 67');
    expect(values().phone).toBe('+380671234567');
  });

  it('a number pasted with its dial code shows that code once and is sent whole', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.click(input);
    await user.paste('+380 67 123 45 67');
    expect(timesShown(shownText(input, countryButton()), '+380')).toBe(1);
    expect(values().phone).toBe('+380671234567');
  });

  it.each(['0671234567', '380671234567', '80671234567'])(
    'a number typed key by key as %s is +380 67 123 45 67: the 0 a shopper types first is dropped',
    async (typed) => {
      const user = userEvent.setup();
      const { input, countryButton } = renderPhone();
      await user.type(input, typed);
      expect(shownText(input, countryButton())).toBe('+380 (67) 123 45 67');
      expect(values().phone).toBe('+380671234567');
    },
  );

  it.each(['+380671234567', '380671234567', '0671234567', '+380 (067) 123-45-67', '8 067 123 45 67'])(
    'a number pasted as "%s" is the same +380 67 123 45 67',
    async (pasted) => {
      const user = userEvent.setup();
      const { input, countryButton } = renderPhone();
      await user.click(input);
      await user.paste(pasted);
      expect(shownText(input, countryButton())).toBe('+380 (67) 123 45 67');
      expect(values().phone).toBe('+380671234567');
    },
  );

  it('starts with Ukraine and switches to the country of the shopper’s address while nothing is typed', async () => {
    let answer!: (value: { country: string }) => void;
    lookupAnswers(new Promise((resolve) => (answer = resolve)));
    const { input, countryButton } = renderPhone();
    expect(shownText(input, countryButton())).toBe('+380');
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Україна, +380');
    await act(async () => answer({ country: 'pl' }));
    await waitFor(() => expect(shownText(input, countryButton())).toBe('+48'));
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Польща, +48');
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/country');
    expect(values().phone).toBe('');
  });

  it('keeps Ukraine when the shopper has typed before the answer arrives', async () => {
    let answer!: (value: { country: string }) => void;
    lookupAnswers(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.type(input, '67');
    await act(async () => answer({ country: 'pl' }));
    expect(shownText(input, countryButton())).toBe('+380 (67) ');
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Україна, +380');
  });

  it('asks once for both phone fields, and the recipient’s field starts with the answer', async () => {
    const user = userEvent.setup();
    lookupAnswers({ country: 'de' });
    render(
      <TestI18nProvider>
        <Form>
          <PhoneField name="phone" label="Телефон" />
          <PhoneField name="recipient.phone" label="Телефон отримувача" />
        </Form>
      </TestI18nProvider>,
    );
    const countryOfField = (label: string) =>
      screen.getByRole('button', { name: new RegExp(`^${label} — країна:`) });
    await waitFor(() =>
      expect(countryOfField('Телефон')).toHaveAccessibleName('Телефон — країна: Німеччина, +49'),
    );
    expect(countryOfField('Телефон отримувача')).toHaveAccessibleName(
      'Телефон отримувача — країна: Німеччина, +49',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Телефон отримувача' }), '301234567');
    expect(values()).toEqual({ phone: '', recipientPhone: '+49301234567' });
  });

  it('keeps Ukraine when the lookup names no country, one the input does not know, or fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const mock of [
      () => lookupAnswers({ country: null }),
      () => lookupAnswers({ country: 'zz' }),
      () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')),
    ]) {
      mock();
      const { input, countryButton } = renderPhone();
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await act(async () => {});
      expect(shownText(input, countryButton())).toBe('+380');
      fetchMock.mockReset();
      document.body.innerHTML = '';
    }
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('takes only digits, at most 25 characters, and counts the dial code alone as empty', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('maxLength', '25');
    expect(input).toHaveAttribute('placeholder', 'Введіть номер телефону');
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(values().phone).toBe('');
    await user.type(input, '67x1234567');
    expect(input).toHaveValue('(67) 123 45 67');
    expect(values().phone).toBe('+380671234567');
  });

  it('a number of another country pasted with its code switches to that country', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.click(input);
    await user.paste('+48 601 234 567');
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Польща, +48');
    expect(shownText(input, countryButton())).toBe('+48 601-234-567');
    expect(values().phone).toBe('+48601234567');
  });

  it('a number deleted to its last digit is empty again and shows the placeholder', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone();
    await user.type(input, '67');
    await user.type(input, '{Backspace}'.repeat(5));
    expect(input).toHaveValue('');
    expect(values().phone).toBe('');
  });

  it('a shopper in Jersey starts with Jersey on +44, and a number typed keeps it', async () => {
    const user = userEvent.setup();
    lookupAnswers({ country: 'je' });
    const { input, countryButton } = renderPhone({ lng: 'en' });
    await waitFor(() => expect(countryButton()).toHaveAccessibleName('Phone — country: Jersey, +44'));
    await user.type(input, '7797123456');
    expect(shownText(input, countryButton())).toBe('+44 7797 123456');
    expect(countryButton()).toHaveAccessibleName('Phone — country: Jersey, +44');
    expect(values().phone).toBe('+447797123456');
  });

  it('offers the territories the phone library lacks, such as the Åland Islands', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /^Аландські Острови/ }));
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Аландські Острови, +358');
    expect(shownText(input, countryButton())).toBe('+358');
  });

  it('the English page shows English names and placeholder', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone({ lng: 'en' });
    expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
    await user.click(countryButton());
    await user.click(screen.getByRole('option', { name: /^Bosnia & Herzegovina/ }));
    expect(countryButton()).toHaveAccessibleName('Phone — country: Bosnia & Herzegovina, +387');
  });
});

describe('phone country list', () => {
  it('opens from the keyboard, moves with arrows, Home and End, and Escape closes it unchanged', async () => {
    const user = userEvent.setup();
    const { countryButton } = renderPhone();
    countryButton().focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('listbox', { name: 'Телефон — країна' });
    expect(list).toHaveFocus();
    expect(countryButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Україна');
    expect(activeCountry()).toBe('Україна');
    const names = countryNames();
    const ukraine = names.indexOf('Україна');
    await user.keyboard('{ArrowDown}');
    expect(activeCountry()).toBe(names[ukraine + 1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeCountry()).toBe(names[ukraine - 1]);
    await user.keyboard('{PageUp}');
    expect(activeCountry()).toBe(names[ukraine - 11]);
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeCountry()).toBe(names[0]);
    await user.keyboard('{End}{ArrowDown}');
    expect(activeCountry()).toBe(names.at(-1));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Україна, +380');
  });

  it('Enter chooses the country found by typing and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    countryButton().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('поль');
    expect(activeCountry()).toBe('Польща');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Польща, +48');
    expect(shownText(input, countryButton())).toBe('+48');
  });

  it('Space chooses too, unless it is part of a name being typed', async () => {
    const user = userEvent.setup();
    const { countryButton } = renderPhone({ lng: 'en' });
    await user.click(countryButton());
    await user.keyboard('united k');
    expect(activeCountry()).toBe('United Kingdom');
    await user.keyboard('{Escape}{ArrowDown}{ArrowDown}');
    await user.keyboard(' ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveAccessibleName('Phone — country: United Arab Emirates, +971');
  });

  it('Tab chooses the active country and moves on to the number', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.click(countryButton());
    await user.keyboard('нім');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Німеччина, +49');
    expect(input).toHaveFocus();
  });

  it('a click outside closes the list without choosing', async () => {
    const user = userEvent.setup();
    const { input, countryButton } = renderPhone();
    await user.click(countryButton());
    await user.keyboard('{ArrowDown}');
    await user.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveAccessibleName('Телефон — країна: Україна, +380');
  });

  describe('type-to-find', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function openWithFakeTimers() {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { countryButton } = renderPhone();
      await user.click(countryButton());
      return user;
    }

    it('letters typed less than 700 ms apart make one search', async () => {
      const user = await openWithFakeTimers();
      await user.keyboard('н');
      expect(activeCountry()).toMatch(/^Н/);
      act(() => jest.advanceTimersByTime(699));
      await user.keyboard('і');
      expect(activeCountry()).toMatch(/^Ні/);
    });

    it('after a 700 ms pause a letter starts a new search', async () => {
      const user = await openWithFakeTimers();
      await user.keyboard('н');
      act(() => jest.advanceTimersByTime(700));
      await user.keyboard('і');
      expect(activeCountry()).toMatch(/^І/);
    });
  });

  describe('placement', () => {
    const innerHeight = window.innerHeight;
    afterEach(() => {
      jest.restoreAllMocks();
      Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
    });

    /** The selector's bottom edge at 500 px in a viewport of the given height. */
    async function openAt(viewportHeight: number) {
      Object.defineProperty(window, 'innerHeight', { value: viewportHeight, configurable: true });
      jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ top: 460, bottom: 500, left: 0, right: 80, height: 40, width: 80 } as DOMRect);
      const user = userEvent.setup();
      const { countryButton } = renderPhone();
      await user.click(countryButton());
      return screen.getByRole('listbox');
    }

    it('opens below with more than 200 px free under the selector', async () => {
      expect(await openAt(701)).toHaveAttribute('data-placement', 'below');
    });

    it('opens above with 200 px or less', async () => {
      expect(await openAt(700)).toHaveAttribute('data-placement', 'above');
    });
  });
});
