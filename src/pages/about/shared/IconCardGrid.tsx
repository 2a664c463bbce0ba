import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../../components/reveal/Reveal';
import { brandColors, radii } from '../../../theme/tokens';

export interface IconCard {
  id: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** A headline figure above the title (already formatted for the page language). */
  figure?: string;
}

/** Where a card starts on the doubled grid: the first card of a short last row is indented. */
function lastRowStart(index: number, count: number, columns: number) {
  const inLastRow = count % columns;
  if (inLastRow === 0 || index !== count - inLastRow) return 'span 2';
  return `${columns - inLastRow + 1} / span 2`;
}

/** Cards of equal height (icon or figure, title, text) that reveal with a stagger. */
export function IconCardGrid({
  items,
  columns = 3,
}: {
  items: readonly IconCard[];
  /** Cards per row on wide screens (two from the small breakpoint, one on phones). */
  columns?: 2 | 3 | 4;
}) {
  return (
    <Reveal
      component="ul"
      stagger={0.12}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          // Twice the columns, each card spanning two, so a short last row can sit centred.
          lg: `repeat(${2 * columns}, 1fr)`,
        },
      }}
    >
      {items.map(({ id, icon: Icon, title, text, figure }, index) => (
        <RevealItem
          key={id}
          component="li"
          sx={{ gridColumn: { lg: lastRowStart(index, items.length, columns) } }}
        >
          <Paper
            variant="outlined"
            data-testid={`card-${id}`}
            sx={{
              height: '100%',
              p: { xs: 3, md: 3.5 },
              borderRadius: radii.cardCompact,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 48,
                height: 48,
                borderRadius: radii.badge,
                display: 'grid',
                placeItems: 'center',
                bgcolor: alpha(brandColors.amber, 0.16),
                color: 'secondary.dark',
              }}
            >
              <Icon />
            </Box>
            {figure && (
              <Typography
                component="p"
                sx={{
                  fontSize: { xs: '2rem', md: '2.25rem' },
                  fontWeight: 800,
                  lineHeight: 1.1,
                  color: 'primary.main',
                  whiteSpace: 'nowrap',
                }}
              >
                {figure}
              </Typography>
            )}
            <Typography variant="h3" sx={{ color: 'primary.main', fontSize: '1.25rem' }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        </RevealItem>
      ))}
    </Reveal>
  );
}
