/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { PropsPopup } from './props-popup';

const requisites = {
  recipient: 'FOP Olena Kovalenko',
  iban: 'UA213052990000026001234567890',
  taxId: '3124509876',
  purpose: 'Payment for order No. {order}',
};

function setup(values = requisites) {
  const onClose = jest.fn();
  render(
    <TestI18nProvider lng="en">
      <PropsPopup requisites={values} onClose={onClose} />
      <Toaster />
    </TestI18nProvider>,
  );
  return onClose;
}

describe('the props popup (payment by requisites)', () => {
  it('shows recipient, IBAN, tax ID and purpose, and copies each with "Text copied"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Payment by bank details' });
    expect(dialog).toHaveTextContent('FOP Olena Kovalenko');
    expect(dialog).toHaveTextContent('Payment for order No. …');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    });
    expect(writeText).toHaveBeenCalledWith('UA213052990000026001234567890');
    expect(screen.getByRole('status')).toHaveTextContent('Text copied');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Tax ID (EDRPOU / RNOKPP)' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('3124509876');
  });

  it('says the manager will send the details when the options page has none', () => {
    setup({ recipient: '', iban: '', taxId: '', purpose: '' });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'A manager will send you the bank details after checkout.',
    );
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
  });

  it('closes with Escape', () => {
    const onClose = setup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
