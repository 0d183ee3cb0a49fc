/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { MobileMenu } from './mobile-menu';

let mockPathname = '/catalog';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useParams: () => ({}) }));

function mockViewport(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

function renderMenu(lng: 'uk' | 'en' = 'uk') {
  return render(
    <TestI18nProvider lng={lng}>
      <MobileMenu lng={lng} botUrl="https://t.me/bot" />
    </TestI18nProvider>,
  );
}

describe('mobile menu', () => {
  beforeEach(() => {
    mockPathname = '/catalog';
    mockViewport(375);
    document.documentElement.style.overflow = '';
  });

  it('opens from its button, which reports the state and the panel it controls', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Закрити меню');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  });

  it('opens the catalogue submenu with links without a trailing slash', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    const catalog = screen.getByRole('button', { name: /Каталог/ });
    expect(catalog).toHaveAttribute('aria-expanded', 'false');
    await user.click(catalog);
    expect(catalog).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Жіночі' })).toHaveAttribute('href', '/catalog/women');
    expect(screen.getByRole('link', { name: 'Декоративна косметика' })).toHaveAttribute(
      'href',
      '/catalog/dekoratyvna-kosmetyka',
    );
  });

  it('prefixes links in English', async () => {
    const user = userEvent.setup();
    renderMenu('en');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const view = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    mockPathname = '/about';
    view.rerender(
      <TestI18nProvider lng="uk">
        <MobileMenu lng="uk" botUrl="https://t.me/bot" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Відкрити меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('locks page scrolling while open below 767 px, and only there', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    await user.click(toggle);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(toggle);
    expect(document.documentElement.style.overflow).toBe('');

    mockViewport(1024);
    await user.click(toggle);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
