import type { BoxProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Reveal, RevealItem } from '../reveal/Reveal';
import { sxList } from '../sxList';

/** Gaps between items: 24 px, or 20 px on phones and tablets for dense cards. */
const gaps = { regular: 3, dense: { xs: 2.5, md: 3 } } as const;

/**
 * Where an item starts on the doubled grid of `centreLastRow`: the first item of a short last
 * row is indented by half a card per missing one.
 */
function lastRowStart(index: number, count: number, columns: number) {
  const inLastRow = count % columns;
  if (inLastRow === 0 || index !== count - inLastRow) return 'span 2';
  return `${columns - inLastRow + 1} / span 2`;
}

type Breakpoint = 'sm' | 'md' | 'lg';
/** Items per row from each breakpoint up; one on phones. */
export type ColumnsByBreakpoint = Partial<Record<Breakpoint, number>>;

/**
 * The columns of each breakpoint, and those whose short last row is centred: a number of
 * columns is the wide rows (two from `sm`, `columns` from `lg`; or `columns` from `md`), and
 * only they centre; a map centres at each of its breakpoints.
 */
function layoutOf(
  columns: number | ColumnsByBreakpoint,
  wideFrom: 'md' | 'lg',
  centreLastRow: boolean,
): { perRow: ColumnsByBreakpoint; centred: readonly Breakpoint[] } {
  if (typeof columns !== 'number') {
    return {
      perRow: columns,
      centred: centreLastRow ? (Object.keys(columns) as Breakpoint[]) : [],
    };
  }
  const perRow = wideFrom === 'md' ? { md: columns } : { sm: 2, lg: columns };
  return { perRow, centred: centreLastRow ? [wideFrom] : [] };
}

/** A value for each breakpoint of `perRow`, from its count of columns. */
const perBreakpoint = (
  perRow: ColumnsByBreakpoint,
  value: (columns: number, at: Breakpoint) => string,
) =>
  Object.fromEntries(
    Object.entries(perRow).map(([at, columns]) => [at, value(columns, at as Breakpoint)]),
  );

/**
 * A list shown as a grid of cards that reveal with a stagger: one column on phones, two from
 * `sm` and `columns` from `lg`, or (`wideFrom="md"`) `columns` straight from `md`, or a map of
 * columns by breakpoint (`{ sm: 2, md: 3 }`). Columns share the width equally, so a long word
 * cannot widen its card. `list="ol"` when the order carries meaning (steps, a ranking),
 * `list={false}` for a few side-by-side panels that are no list; `centreLastRow` sits a short
 * last row in the middle (in the wide rows, or at each breakpoint of a map). The caller draws
 * each item; the grid owns the item's element.
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
  /** Items per row on wide screens, or per breakpoint. */
  columns: number | ColumnsByBreakpoint;
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
  const { perRow, centred } = layoutOf(columns, wideFrom, centreLastRow);
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
          gridTemplateColumns: {
            xs: '1fr',
            // Where the last row is centred, twice the columns, each item spanning two.
            ...perBreakpoint(
              perRow,
              (n, at) => `repeat(${centred.includes(at) ? 2 * n : n}, minmax(0, 1fr))`,
            ),
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
            centred.length > 0 && {
              gridColumn: Object.fromEntries(
                centred.map((at) => [at, lastRowStart(index, items.length, perRow[at] ?? 1)]),
              ),
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
