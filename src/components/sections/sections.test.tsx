import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CtaBanner, ctaDesktopMinWidth } from './CtaBanner';
import { SectionHeading } from './SectionHeading';
import { ServiceCard } from './ServiceCard';
import { StepTimeline } from './StepTimeline';

const image = (name: string) => ({
  src: `/${name}.svg`,
  alt: `Alt ${name}`,
  width: 800,
  height: 600,
});

describe('section building blocks', { timeout: 20_000 }, () => {
  it('SectionHeading: eyebrow, h2 and lead', () => {
    render(<SectionHeading eyebrow="FAQ" title="Questions" subtitle="Lead" id="faq-title" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toHaveAttribute(
      'id',
      'faq-title',
    );
    expect(screen.getByText('FAQ')).toBeInTheDocument();
    expect(screen.getByText('Lead')).toBeInTheDocument();
  });

  it('ServiceCard: background image, title and a Know more link to the service', () => {
    render(
      <MemoryRouter>
        <ServiceCard
          title="Migration"
          to="/migration"
          actionLabel="Know more"
          actionAriaLabel="Know more about Migration"
          image={image('migration')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Migration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know more about Migration' })).toHaveAttribute(
      'href',
      '/migration',
    );
    const img = screen.getByRole('img', { name: 'Alt migration' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
  });

  it('CtaBanner: separate desktop and mobile backgrounds, title and action', () => {
    const { container } = render(
      <CtaBanner
        title="Ready?"
        subtitle="Go"
        action={<a href="/book-call">Book</a>}
        background={{
          desktop: { src: '/d.svg', width: 1600, height: 500 },
          mobile: { src: '/m.svg', width: 750, height: 900 },
          alt: 'Art',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready?' })).toBeInTheDocument();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', `(min-width: ${ctaDesktopMinWidth}px)`);
    expect(source).toHaveAttribute('srcset', '/d.svg');
    expect(screen.getByRole('img', { name: 'Art' })).toHaveAttribute('src', '/m.svg');
    expect(screen.getByRole('link', { name: 'Book' })).toBeInTheDocument();
  });

  it('StepTimeline: an ordered list of numbered picture steps, sliding in from alternate sides', () => {
    const steps = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      title: `Title ${id}`,
      text: `Text ${id}`,
      image: image(id),
    }));
    render(<StepTimeline steps={steps} stepLabel={(n) => `Step ${n}`} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent('Step 2');
    expect(items[1]).toHaveTextContent('Title b');
    const revealItems = document.querySelectorAll('[data-reveal-item]');
    expect(Array.from(revealItems, (el) => el.getAttribute('data-reveal-from'))).toEqual([
      'left',
      'right',
      'left',
      'right',
    ]);
  });

  it('StepTimeline text variant: numbered text cards, no pictures, no alternating sides', () => {
    const steps = ['a', 'b', 'c'].map((id) => ({ id, title: `Title ${id}`, text: `Text ${id}` }));
    render(<StepTimeline steps={steps} stepLabel={(n) => `Step ${n}`} variant="text" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('Step 3');
    expect(items[2]).toHaveTextContent('Text c');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const revealItems = document.querySelectorAll('[data-reveal-item]');
    expect(revealItems).toHaveLength(3);
    revealItems.forEach((item) => expect(item).not.toHaveAttribute('data-reveal-from'));
  });
});
