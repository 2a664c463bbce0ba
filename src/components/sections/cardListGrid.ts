/**
 * The style of a list shown as a grid of cards: one column on phones, two from `sm`, `columns`
 * from `lg`. Columns share the width equally, so a long word cannot widen its card.
 */
export const cardListGrid = (columns: number) =>
  ({
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap: 3,
    gridTemplateColumns: {
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    },
  }) as const;
