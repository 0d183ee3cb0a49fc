/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'How soon do you ship?', answer: 'Within 1–2 working days.' },
  { question: 'Can I return a perfume?', answer: 'Yes, a sealed bottle within 14 days.' },
];

describe('FAQ accordion', () => {
  it('starts closed: each question is a button that controls its answer region', () => {
    render(<FaqAccordion items={items} title="FAQ" />);
    const question = screen.getByRole('button', { name: 'How soon do you ship?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAttribute('aria-labelledby', question.id);
    expect(region).toHaveTextContent('Within 1–2 working days.');
    expect(region).toHaveAttribute('data-open', 'false');
  });

  it('opens and closes an answer by click or keyboard, independently of the others', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} title="FAQ" />);
    const first = screen.getByRole('button', { name: 'How soon do you ship?' });
    const second = screen.getByRole('button', { name: 'Can I return a perfume?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How soon do you ship?' })).toHaveAttribute(
      'data-open',
      'true',
    );
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
