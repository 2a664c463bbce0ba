import StarRounded from '@mui/icons-material/StarRounded';
import { ThemeProvider } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { CallToAction } from './CallToAction';
import { CheckList } from './CheckList';
import { headingCopy } from './headingCopy';
import { IconCardGrid } from './IconCardGrid';
import { ItemGrid } from './ItemGrid';
import { ListCard } from './ListCard';
import { Section } from './Section';

const cards = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  icon: StarRounded,
  title: `Title ${id}`,
  text: `Text ${id}`,
}));

describe('section blocks', { timeout: 20_000 }, () => {
  it('Section: a labelled band with its heading, light on the navy tone', () => {
    render(
      <Section id="values" labelledBy="values-title" tone="navy" heading={{ title: 'Values' }}>
        <p>Body</p>
      </Section>,
    );
    const band = screen.getByRole('region', { name: 'Values' });
    expect(band).toHaveAttribute('id', 'values');
    expect(within(band).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'values-title');
    expect(within(band).getByText('Body')).toBeInTheDocument();
  });

  it("headingCopy: a section's eyebrow, title and lead from its copy, or the fields it names", () => {
    const t = ((key: string) => `<${key}>`) as unknown as TFunction<'migration'>;
    expect(headingCopy(t, 'process')).toEqual({
      eyebrow: '<process.eyebrow>',
      title: '<process.title>',
      subtitle: '<process.subtitle>',
    });
    expect(headingCopy(t, 'intro', ['eyebrow', 'title'])).toEqual({
      eyebrow: '<intro.eyebrow>',
      title: '<intro.title>',
      subtitle: undefined,
    });
  });

  it('ItemGrid: an ordered list with one element per item, drawn by the caller', () => {
    render(
      <ItemGrid items={['one', 'two', 'three']} columns={3} list="ol" itemTestId="step">
        {(id, index) => `${index + 1}. ${id}`}
      </ItemGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1. one', '2. two', '3. three']);
    expect(screen.getAllByTestId('step')).toHaveLength(3);
  });

  it('ItemGrid: side-by-side panels that are no list', () => {
    render(
      <ItemGrid items={[{ id: 'left' }, { id: 'right' }]} columns={2} list={false} wideFrom="md">
        {({ id }) => <p>{id}</p>}
      </ItemGrid>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('left')).toBeInTheDocument();
  });

  it('IconCardGrid: a list of cards, each with its title and text', () => {
    render(
      <ThemeProvider theme={theme}>
        <IconCardGrid items={cards} columns={3} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByTestId('card-d')).getByRole('heading')).toHaveTextContent('Title d');
    expect(screen.getByTestId('card-d')).toHaveTextContent('Text d');
  });

  it('ListCard: a titled list whose markers stay out of the accessibility tree', () => {
    render(
      <ListCard
        title="Included"
        titleId="included-title"
        items={[
          { id: 'a', text: 'First' },
          { id: 'b', text: 'Second' },
        ]}
        marker={<StarRounded />}
      />,
    );
    const card = screen.getByRole('article', { name: 'Included' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(card.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(2);
  });

  it('CheckList: named by its label', () => {
    render(<CheckList label="What is included" items={[{ id: 'a', text: 'Visa' }]} />);
    expect(screen.getByRole('list', { name: 'What is included' })).toHaveTextContent('Visa');
  });

  it('CallToAction: a closing band named by its title, with the caller’s actions', () => {
    render(
      <ThemeProvider theme={theme}>
        <CallToAction
          id="contact"
          titleId="contact-title"
          copy={{ eyebrow: 'Next', title: 'Talk to us', text: 'We answer.' }}
          actions={<a href="/book-call">Book</a>}
        />
      </ThemeProvider>,
    );
    const band = screen.getByRole('region', { name: 'Talk to us' });
    expect(band).toHaveAttribute('id', 'contact');
    expect(within(band).getByText('Next')).toBeInTheDocument();
    expect(within(band).getByText('We answer.')).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/book-call');
  });
});
