import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  question: `Question ${id}`,
  answer: `Answer ${id}`,
}));

const header = (id: string) => screen.getByRole('button', { name: `Question ${id}` });

describe('FaqAccordion', { timeout: 20_000 }, () => {
  it('renders every answer in the HTML, all closed, headers inside headings', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('Answer c')).toBeInTheDocument();
    items.forEach(({ id }) => expect(header(id)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps one item open; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(header('a'));
    expect(header('a')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('b'));
    expect(header('a')).toHaveAttribute('aria-expanded', 'false');
    expect(header('b')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('b'));
    expect(header('b')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus with ArrowDown, ArrowUp (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    header('a').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('b')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('d')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('a')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('d')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('a')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('a')).toHaveAttribute('aria-expanded', 'true');
  });
});
