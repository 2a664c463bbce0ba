import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageIntro } from './PageIntro';

describe('PageIntro', () => {
  it('without an image: the h1, the lead and the actions only', () => {
    render(
      <PageIntro title="Title" lead="Lead">
        <a href="#end">Go</a>
      </PageIntro>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with an image: the art beside the words, sized and fetched first', () => {
    render(
      <PageIntro
        title="Title"
        image={{ src: '/images/x/hero.svg', alt: 'Art', width: 800, height: 600 }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Art' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
