/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { SubscribeForm } from './subscribe-form';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

describe('footer subscription form', () => {
  it('trims the address as it is typed and submits a valid one', async () => {
    const user = userEvent.setup();
    const onSubscribe = jest.fn().mockResolvedValue(undefined);
    render(
      <TestI18nProvider>
        <SubscribeForm onSubscribe={onSubscribe} />
      </TestI18nProvider>,
    );
    const input = screen.getByLabelText('Ваш e-mail');
    await user.type(input, '  anna@example.com ');
    expect(input).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(onSubscribe).toHaveBeenCalledWith({ email: 'anna@example.com' });
  });

  it('says the field is required when empty, and that the address is wrong when malformed', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider>
        <SubscribeForm />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Заповніть обов'язкове поле");
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Адреса електронної пошти некоректна');
    expect(screen.getByLabelText('Ваш e-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
