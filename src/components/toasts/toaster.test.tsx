/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { Toaster } from './toaster';
import { useToast } from './use-toast';

function Trigger({ text, id }: { text: string; id?: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show({ text, id, variant: 'success' })}>
      show {text}
    </button>
  );
}

function setup() {
  render(
    <TestI18nProvider>
      <Trigger text="Товар додано до кошика" />
      <Trigger text="Посилання скопійовано" />
      <Toaster />
    </TestI18nProvider>,
  );
  return screen.getByRole('status');
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message in a live region and removes it after 3 seconds', () => {
    const region = setup();
    fireEvent.click(screen.getByRole('button', { name: 'show Товар додано до кошика' }));
    expect(region).toHaveTextContent('Товар додано до кошика');
    act(() => jest.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Товар додано до кошика');
    act(() => jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Товар додано до кошика');
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const region = setup();
    fireEvent.click(screen.getByRole('button', { name: 'show Товар додано до кошика' }));
    act(() => jest.advanceTimersByTime(2000));
    const toast = screen.getByRole('listitem');
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10_000));
    expect(region).toHaveTextContent('Товар додано до кошика');
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(999));
    expect(region).toHaveTextContent('Товар додано до кошика');
    act(() => jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Товар додано до кошика');
  });

  it('is dismissed by a click', () => {
    const region = setup();
    fireEvent.click(screen.getByRole('button', { name: 'show Посилання скопійовано' }));
    fireEvent.click(screen.getByRole('button', { name: /Закрити сповіщення/ }));
    expect(region).not.toHaveTextContent('Посилання скопійовано');
  });

  it('removes a shown toast instead of adding a second one with the same id', () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'show Товар додано до кошика' });
    fireEvent.click(trigger);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(trigger);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('staggers each following toast by 0.25 s', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'show Товар додано до кошика' }));
    fireEvent.click(screen.getByRole('button', { name: 'show Посилання скопійовано' }));
    const [first, second] = screen.getAllByRole('listitem');
    expect(first.style.animationDelay).toBe('0s');
    expect(second.style.animationDelay).toBe('0.25s');
  });
});
