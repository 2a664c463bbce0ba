import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { renderWithLocale } from '../test-utils';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';

const slides: HeroSlide[] = ['One', 'Two', 'Three', 'Four'].map((title, i) => ({
  id: title,
  title,
  action: { label: `Go ${title}`, to: '/x' },
  image: { src: `/hero-${i}.svg`, alt: `Alt ${title}`, width: 1600, height: 900 },
}));

describe('HeroCarousel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has APG carousel semantics with localized labels', async () => {
    await renderWithLocale(<HeroCarousel slides={slides} label="Highlights" />, { lng: 'es' });
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const groups = region.querySelectorAll('[aria-roledescription="diapositiva"]');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveAttribute('aria-label', '1 de 4');
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva 2 de 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar la presentación automática' })).toBeVisible();
  });

  it('shows one slide; hidden slides are aria-hidden and inert; first image eager', async () => {
    await renderWithLocale(<HeroCarousel slides={slides} label="Highlights" />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // Started (the application's effect), the slider has given the other slides their images.
    expect(images[1]).toHaveAttribute('src', '/hero-1.svg');
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    const hidden = screen.getByText('Two').closest('[aria-roledescription="slide"]');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  });

  it('is prerendered with only the first slide’s image to fetch', async () => {
    const { renderToString } = await import('react-dom/server');
    await renderWithLocale(<p />);
    const html = renderToString(<HeroCarousel slides={slides} label="Highlights" />);
    expect(html.match(/ src="[^"]*"/g)).toEqual([' src="/hero-0.svg"']);
    expect(html.match(/data-deferred-src="[^"]*"/g)).toHaveLength(3);
  });

  it('rotates every 5 s, dots and arrows navigate, pause stops rotation', async () => {
    await renderWithLocale(<HeroCarousel slides={slides} label="Highlights" />);
    const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
    expect(current()).toBe('Slide 1 of 4');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toBe('Slide 2 of 4');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Slide 4 of 4' }));
    expect(current()).toBe('Slide 4 of 4');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Slide 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(current()).toBe('Slide 1 of 4');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  it('actions: one set of buttons shared by every slide, after the slides', async () => {
    await renderWithLocale(
      <HeroCarousel slides={slides} label="Highlights" actions={<button>Request</button>} />,
    );
    expect(screen.getAllByRole('button', { name: 'Request' })).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Highlights' });
    const slideGroups = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(
      slideGroups[slideGroups.length - 1]!.compareDocumentPosition(
        screen.getByRole('button', { name: 'Request' }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
