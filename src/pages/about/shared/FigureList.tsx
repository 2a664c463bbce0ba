import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../../components/reveal/Reveal';
import type { HeadingCopy } from '../../../components/sections/headingCopy';
import { Section } from '../../../components/sections/Section';
import { brandColors, radii } from '../../../theme/tokens';
import { onNavySurface } from '../../../theme/surfaces';

export interface FigureItem {
  id: string;
  /** Formatted for the page language. */
  value: string;
  label: string;
}

/**
 * A navy band of static figures, written as a description list so each figure is read with
 * its label. The figures are facts the business states; nothing here counts or animates.
 */
export function FigureList({
  id,
  heading,
  items,
}: {
  id: string;
  heading: HeadingCopy;
  items: readonly FigureItem[];
}) {
  return (
    <Section id={id} tone="navy" heading={heading}>
      <Reveal
        component="dl"
        stagger={0.12}
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${items.length % 3 === 0 ? 3 : 4}, minmax(0, 1fr))`,
          },
        }}
      >
        {items.map((item) => (
          <RevealItem
            key={item.id}
            data-testid={`figure-${item.id}`}
            sx={{
              p: { xs: 3, md: 3.5 },
              borderRadius: radii.cardCompact,
              ...onNavySurface,
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
              gap: 1,
            }}
          >
            <Typography component="dt" sx={{ color: alpha(brandColors.white, 0.82) }}>
              {item.label}
            </Typography>
            <Box
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '2.25rem', md: '2.5rem' },
                fontWeight: 800,
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
                whiteSpace: 'nowrap',
                color: 'secondary.main',
              }}
            >
              {item.value}
            </Box>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
