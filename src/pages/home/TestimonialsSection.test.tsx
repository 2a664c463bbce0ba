import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { stubMatchMedia } from '../../test/matchMedia';
import { TestimonialsSection } from './TestimonialsSection';

describe('TestimonialsSection', { timeout: 20_000 }, () => {
  // The carousel asks the viewport after mount (ResizeObserver: src/test/setup.ts).
  beforeEach(() => stubMatchMedia(true));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en', /^Illustrative examples, not real clients\./],
    ['es', /^Ejemplos ilustrativos, no clientes reales\./],
  ] as const)('tells visitors in %s that sample testimonials are examples', async (lng, note) => {
    await renderWithLocale(<TestimonialsSection />, { lng, namespaces: ['common', 'home'] });
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});
