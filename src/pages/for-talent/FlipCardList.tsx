import { Box } from '@mui/material';
import { FlipCard } from './FlipCard';

/** A flip card as the island receives it (JSON). */
export type FlipCardCopy = {
  id: string;
  image: { src: string; alt: string; width: number; height: number };
  title: string;
  front: string;
  back: string;
  /** Accessible name of the button that flips the card. */
  flipLabel: string;
};

/**
 * The flip cards, as a list whose items are the cards themselves: one column on phones, two
 * from `sm`, four from `lg`, the gap of every card grid (24 px).
 */
export function FlipCardList({
  cards,
  hintTap,
  hintHover,
}: {
  cards: readonly FlipCardCopy[];
  hintTap: string;
  hintHover: string;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map(({ id, ...card }) => (
        <FlipCard key={id} {...card} hintTap={hintTap} hintHover={hintHover} />
      ))}
    </Box>
  );
}
