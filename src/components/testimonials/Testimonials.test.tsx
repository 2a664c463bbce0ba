import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { Testimonials, type Testimonial } from './Testimonials';

const items: Testimonial[] = ['Ana', 'Ben', 'Caro'].map((name) => ({
  id: name,
  name,
  quote: `Quote of ${name}`,
  role: 'Role',
  avatar: { src: `/${name}.svg`, alt: `Avatar of ${name}`, width: 160, height: 160 },
}));

function viewport(width: number) {
  stubMatchMedia((query) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0));
}

const props = {
  items,
  label: 'Testimonials',
  roleDescription: 'carousel',
  previousLabel: 'Previous testimonial',
  nextLabel: 'Next testimonial',
  dotLabels: items.map((_, i) => `Show testimonial ${i + 1}`),
};

describe('Testimonials', { timeout: 20_000 }, () => {
  // ResizeObserver: the stand-in of src/test/setup.ts.
  afterEach(() => vi.unstubAllGlobals());

  it('loops one per view on a phone; hidden slides and clones are inert', async () => {
    viewport(375);
    const { container } = render(<Testimonials {...props} />);
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    // Clones make the loop seamless.
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
    await waitFor(() => {
      const hidden = container.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]');
      expect(hidden.length).toBeGreaterThan(0);
      hidden.forEach((slide) => expect(slide.inert).toBe(true));
    });
    const active = container.querySelector<HTMLElement>('.slick-slide.slick-active');
    expect(active?.inert).toBe(false);
    expect(active).toHaveTextContent('Quote of Ana');
  });

  it('shows all three side by side on a wide screen, without controls', async () => {
    viewport(1440);
    const { container } = render(<Testimonials {...props} />);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument(),
    );
    expect(container.querySelectorAll('.slick-cloned')).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /Avatar of/ })).toHaveLength(3);
  });
});
