import type { BoxProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Reveal, RevealItem } from '../reveal/Reveal';
import { sxList } from '../sxList';

/** Gaps between items: 24 px, or 20 px on phones and tablets for dense cards. */
const gaps = { regular: 3, dense: { xs: 2.5, md: 3 } } as const;

/**
 * The grid of a list of cards: one column on phones, two from `sm`, `columns` from `lg`. For a
 * list whose items are their own elements (flip cards); every other list uses ItemGrid.
 */
export const itemGridSx = (columns: number) =>
  ({
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap: gaps.regular,
    gridTemplateColumns: {
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    },
  }) as const;

/**
 * Where an item starts on the doubled grid of `centreLastRow`: the first item of a short last
 * row is indented by half a card per missing one.
 */
function lastRowStart(index: number, count: number, columns: number) {
  const inLastRow = count % columns;
  if (inLastRow === 0 || index !== count - inLastRow) return 'span 2';
  return `${columns - inLastRow + 1} / span 2`;
}

/**
 * A list shown as a grid of cards that reveal with a stagger: one column on phones, two from
 * `sm` and `columns` from `lg`, or (`wideFrom="md"`) `columns` straight from `md`. Columns share
 * the width equally, so a long word cannot widen its card. `list="ol"` when the order carries
 * meaning (steps, a ranking), `list={false}` for a few side-by-side panels that are no list;
 * `centreLastRow` sits a short last row in the middle. The caller draws each item; the grid
 * owns the item's element.
 */
export function ItemGrid<Item extends { id: string } | string>({
  items,
  columns,
  list = 'ul',
  wideFrom = 'lg',
  centreLastRow = false,
  gap = 'regular',
  threshold = 0.2,
  stagger = 0.12,
  itemSx,
  itemSxOf,
  itemTestId,
  sx,
  children,
}: {
  items: readonly Item[];
  /** Items per row on wide screens. */
  columns: number;
  list?: 'ul' | 'ol' | false;
  wideFrom?: 'md' | 'lg';
  centreLastRow?: boolean;
  gap?: keyof typeof gaps;
  threshold?: number;
  stagger?: number;
  /** Style of each item's element: the card itself when the item draws no box of its own. */
  itemSx?: BoxProps['sx'];
  /** The same, when it depends on the item (its colours). */
  itemSxOf?: (item: Item) => BoxProps['sx'];
  /** Test id of each item's element. */
  itemTestId?: string;
  sx?: BoxProps['sx'];
  children: (item: Item, index: number) => ReactNode;
}) {
  return (
    <Reveal
      component={list || 'div'}
      threshold={threshold}
      stagger={stagger}
      sx={[
        list && { listStyle: 'none', p: 0, m: 0 },
        {
          display: 'grid',
          gap: gaps[gap],
          gridTemplateColumns:
            wideFrom === 'md'
              ? { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }
              : {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  // Twice the columns, each item spanning two, so a short last row can be centred.
                  lg: centreLastRow
                    ? `repeat(${2 * columns}, 1fr)`
                    : `repeat(${columns}, minmax(0, 1fr))`,
                },
        },
        ...sxList(sx),
      ]}
    >
      {items.map((item, index) => (
        <RevealItem
          key={typeof item === 'string' ? item : item.id}
          component={list ? 'li' : 'div'}
          data-testid={itemTestId}
          sx={[
            centreLastRow && {
              gridColumn: { lg: lastRowStart(index, items.length, columns) },
            },
            ...sxList(itemSx),
            ...sxList(itemSxOf?.(item)),
          ]}
        >
          {children(item, index)}
        </RevealItem>
      ))}
    </Reveal>
  );
}
