import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import { CtaSection } from './CtaSection';
import { IncludedSection } from './IncludedSection';
import { IntroSection } from './IntroSection';
import { ProcessSection } from './ProcessSection';
import { ProgramsSection } from './ProgramsSection';

const namespaces = ['common', 'migration'] as const;

describe('migration page', { timeout: 20_000 }, () => {
  it('shows the five programs, each with its feature list', async () => {
    await renderWithLocale(<ProgramsSection />, { namespaces: [...namespaces] });
    const cards = screen.getAllByTestId('program-card');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Studienkolleg & Undergraduate',
      "Master's Program",
      "Master's Premium",
      'Ausbildung dual training',
      'Nursing Program',
    ]);
    // Only features the business offers: Master's Premium lists what it builds on, and the
    // training-company search and the employer contacts are not promised.
    expect(cards.map((card) => within(card).getAllByRole('listitem').length)).toEqual([
      4, 4, 1, 3, 3,
    ]);
  });

  it('heads each program card with its own art: localized alt, fixed size, lazy', async () => {
    await renderWithLocale(<ProgramsSection />, { namespaces: [...namespaces], lng: 'es' });
    const images = screen.getAllByTestId('program-card').map((c) => within(c).getByRole('img'));
    expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(5);
    for (const img of images) {
      expect(img.getAttribute('alt')).toMatch(/\S/);
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '400');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    expect(images[1]).toHaveAccessibleName('Un edificio universitario con columnas');
  });

  it('has six numbered process steps', async () => {
    await renderWithLocale(<ProcessSection />, { namespaces: [...namespaces] });
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[5]).toHaveTextContent('Step 6');
  });

  it('lists 9 included items and exactly the 5 items that are not included', async () => {
    await renderWithLocale(<IncludedSection />, { namespaces: [...namespaces] });
    expect(within(screen.getByTestId('included-title')).getAllByRole('listitem')).toHaveLength(9);
    const excluded = within(screen.getByTestId('not-included-title'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(excluded).toHaveLength(5);
    expect(excluded[0]).toBe('Consular or university fees, translations and apostilles');
    expect(excluded[4]).toMatch(/^A guarantee of admission or of a visa/);
  });

  it.each([
    ['en', IntroSection, /^Get your free pre-evaluation ?\(opens in a new tab\)$/],
    ['es', CtaSection, /^Empieza tu evaluación previa gratuita ?\(se abre en una pestaña nueva\)$/],
  ] as const)(
    'the %s pre-evaluation button opens the external form in a new tab',
    async (lng, Section, name) => {
      await renderWithLocale(<Section />, { lng, namespaces: [...namespaces] });
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', site.forms.preEvaluation);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('the introduction links the Germany check in the page language', async () => {
    await renderWithLocale(<IntroSection />, { lng: 'es', namespaces: [...namespaces] });
    expect(
      screen.getByRole('link', { name: '¿Puedo irme a Alemania? Revisa primero tus vías' }),
    ).toHaveAttribute('href', '/es/germany-check');
  });
});
