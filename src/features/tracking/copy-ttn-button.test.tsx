/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CopyTtnButton } from './copy-ttn-button';

function setup(writeText: (text: string) => Promise<void>, lng: 'uk' | 'en' = 'uk') {
  Object.assign(navigator, { clipboard: { writeText: jest.fn(writeText) } });
  render(
    <TestI18nProvider lng={lng}>
      <CopyTtnButton ttn="20450000000013" />
      <Toaster />
    </TestI18nProvider>,
  );
  return navigator.clipboard.writeText as jest.Mock;
}

describe('the TTN copy button', () => {
  it('copies the tracking number and says so in a toast', async () => {
    const writeText = setup(async () => undefined, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy tracking number 20450000000013' }));
    expect(await screen.findByText('Tracking number copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('20450000000013');
  });

  it('speaks the page’s language', async () => {
    setup(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Копіювати номер накладної 20450000000013' }));
    expect(await screen.findByText('Номер накладної скопійовано')).toBeInTheDocument();
  });

  it('tells the shopper to copy by hand when the browser refuses the clipboard', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(async () => {
      throw new Error('NotAllowedError');
    }, 'en');
    fireEvent.click(screen.getByRole('button', { name: /Copy tracking number/ }));
    expect(await screen.findByText(/Select it and copy it by hand/)).toBeInTheDocument();
    error.mockRestore();
  });
});
