/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from '@/components/toasts/toaster';
import { useToast } from '@/components/toasts/use-toast';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Кошик" closeLabel="Закрити">
        <button type="button">first</button>
        <a href="https://example.com/last">last</a>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  return user;
}

describe('dialog', () => {
  it('is a modal dialog named by its title, focused on opening', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Кошик' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрити' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрити' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'last' })).toHaveFocus();
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('the close button closes it', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const user = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Escape still closes it, and Tab comes back into it, when the focused content was replaced', async () => {
    const user = userEvent.setup();
    function Replacing() {
      const [open, setOpen] = useState(true);
      const [sent, setSent] = useState(false);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Відгук" closeLabel="Закрити">
          {sent ? (
            <p role="status">Дякуємо!</p>
          ) : (
            <button type="button" onClick={() => setSent(true)}>
              send
            </button>
          )}
        </Dialog>
      );
    }
    render(<Replacing />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Дякуємо!');
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dialog and the page’s notices', () => {
  function WithNotices() {
    const [open, setOpen] = useState(false);
    const { show } = useToast();
    return (
      <>
        <button type="button" onClick={() => show({ text: 'Added to your cart' })}>
          add
        </button>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Gifts" closeLabel="Close">
          <button type="button" onClick={() => show({ text: 'Copied' })}>
            copy
          </button>
        </Dialog>
        <Toaster />
      </>
    );
  }

  it('a notice raised before the dialog opened is taken away; one the dialog raises shows', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider lng="en">
        <WithNotices />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByText('Added to your cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByText('Added to your cart')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'copy' }));
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });
});
