import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import { stubMatchMedia } from '../../test/matchMedia';
import { FlipCardsSection } from './FlipCardsSection';
import { ProfileSection } from './ProfileSection';
import { QuoteSection } from './QuoteSection';

const namespaces = ['common', 'forTalent'] as const;

describe('talent page', { timeout: 20_000 }, () => {
  // A phone-wide screen (jsdom has no media queries): the cards turn when pressed, not on hover,
  // and the pointer passing over a card on its way to a click asks the width.
  beforeEach(() => stubMatchMedia(false));

  it('keeps both faces of every card readable and flips a card when pressed', async () => {
    await renderWithLocale(<FlipCardsSection />, { namespaces: [...namespaces] });
    const cards = screen.getAllByTestId('flip-card');
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Free matching' })).toBeInTheDocument();
    // Both faces are in the accessibility tree; only the visible side changes.
    for (const text of [/costs you nothing/, /Companies pay for the hiring service/]) {
      expect(screen.getByText(text).closest('[aria-hidden="true"]')).toBeNull();
    }
    const button = screen.getByRole('button', { name: 'Flip the card “Free matching”' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(cards[1]).toHaveAttribute('data-flipped', 'true');
    await userEvent.keyboard(' ');
    expect(cards[1]).toHaveAttribute('data-flipped', 'false');
  });

  it('shows each card’s own art on its front face, described in the page language', async () => {
    await renderWithLocale(<FlipCardsSection />, { namespaces: [...namespaces], lng: 'es' });
    const images = screen.getAllByTestId('flip-card').map((card) => card.querySelector('img'));
    expect(images.map((img) => img?.closest('[data-face]')?.getAttribute('data-face'))).toEqual([
      'front',
      'front',
      'front',
      'front',
    ]);
    expect(new Set(images.map((img) => img?.getAttribute('src'))).size).toBe(4);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '400');
    }
    expect(images[3]).toHaveAccessibleName('Una pila de libros con un birrete encima');
  });

  it('opens the talent profile form in a new tab', async () => {
    await renderWithLocale(<ProfileSection />, { lng: 'es', namespaces: [...namespaces] });
    const link = screen.getByRole('link', { name: /^Completa tu perfil ahora/ });
    expect(link).toHaveAttribute('href', site.forms.talentProfile);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(
      /^Completa tu perfil ahora ?\(se abre en una pestaña nueva\)$/,
    );
  });

  it('quotes the company itself, never a person', async () => {
    await renderWithLocale(<QuoteSection />, { namespaces: [...namespaces] });
    expect(
      screen.getByText(
        "It's not about filling vacancies. It's about creating transformative connections.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`The ${site.brand} team`)).toBeInTheDocument();
  });
});
