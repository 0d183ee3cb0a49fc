/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { ShareButtons, type ShareTexts } from './share-buttons';

const URL = 'https://aroma.example/article/158';
const TEXTS: ShareTexts = {
  title: 'Поділитися',
  facebook: 'Поділитися у Facebook',
  telegram: 'Поділитися в Telegram',
  x: 'Поділитися в X',
  viber: 'Поділитися у Viber',
  copy: 'Скопіювати посилання',
  copied: 'Посилання скопійовано',
  copyFailed: 'Не вдалося скопіювати посилання',
};

function setup() {
  render(
    <TestI18nProvider>
      <ShareButtons url={URL} title="Вечір ароматів" texts={TEXTS} />
      <Toaster />
    </TestI18nProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('sharing an article', () => {
  it('opens Telegram in a 626 × 436 popup and keeps the page where it is', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    setup();
    const link = screen.getByRole('link', { name: TEXTS.telegram });
    const notPrevented = fireEvent.click(link);
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('https://t.me/share/url?url=https%3A%2F%2Faroma.example%2Farticle%2F158'),
      'share',
      expect.stringMatching(/width=626,height=436/),
    );
    expect(notPrevented).toBe(false);
  });

  it('lets the link open a new tab when the popup is blocked', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    setup();
    const link = screen.getByRole('link', { name: TEXTS.facebook });
    expect(link).toHaveAttribute('target', '_blank');
    expect(fireEvent.click(link)).toBe(true);
  });

  it('copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.copy }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.copied);
  });

  it('says when the browser refuses to copy', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.copy }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.copyFailed);
  });
});
