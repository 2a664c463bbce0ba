import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { IconBadge } from '../../components/sections/IconBadge';
import type { HeadingCopy } from '../../components/sections/headingCopy';
import { Section } from '../../components/sections/Section';
import { elevations, onNavySurface } from '../../theme/surfaces';
import { brandColors, radii } from '../../theme/tokens';

/** Pixels between cards, by breakpoint (the card widths subtract them). */
const gap = { xs: 20, sm: 20, md: 24 } as const;

export interface CardItem {
  id: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/**
 * A titled section of icon cards (what a service offers, how it works, who it is for).
 * On the navy tone the cards are translucent panels; on light tones, white cards.
 */
export function CardGridSection({
  id,
  heading,
  items,
  tone = 'paper',
  columns = 3,
  footer,
}: {
  id: string;
  heading: HeadingCopy;
  items: readonly CardItem[];
  tone?: 'paper' | 'navy';
  /** Columns on wide screens. */
  columns?: 2 | 3;
  footer?: ReactNode;
}) {
  const dark = tone === 'navy';
  return (
    <Section id={id} tone={tone} heading={heading}>
      <Reveal
        component="ul"
        threshold={0.2}
        stagger={0.12}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          // Flex rather than grid, so a short last row sits in the middle.
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { xs: `${gap.xs}px`, sm: `${gap.sm}px`, md: `${gap.md}px` },
          maxWidth: columns === 2 ? 900 : 'none',
          mx: 'auto',
        }}
      >
        {items.map(({ id: itemId, icon: Icon, title: itemTitle, text }) => (
          <RevealItem
            component="li"
            key={itemId}
            sx={{
              flex: {
                xs: '1 1 100%',
                sm: `0 0 calc((100% - ${gap.sm}px) / 2)`,
                md: `0 0 calc((100% - ${(columns - 1) * gap.md}px) / ${columns})`,
              },
              borderRadius: radii.cardCompact,
              p: { xs: 3, md: 3.5 },
              ...(dark
                ? onNavySurface
                : {
                    bgcolor: brandColors.white,
                    border: '1px solid',
                    borderColor: 'divider',
                    boxShadow: elevations.card,
                  }),
            }}
          >
            <IconBadge tone={dark ? 'strongTintOnNavy' : 'tintText'}>
              <Icon />
            </IconBadge>
            <Typography
              variant="h3"
              sx={{ mt: 2.5, color: dark ? brandColors.white : 'primary.main' }}
            >
              {itemTitle}
            </Typography>
            <Typography
              sx={{ mt: 1.25, color: dark ? alpha(brandColors.white, 0.82) : 'text.secondary' }}
            >
              {text}
            </Typography>
          </RevealItem>
        ))}
      </Reveal>
      {footer && <Box sx={{ mt: { xs: 5, md: 6 }, textAlign: 'center' }}>{footer}</Box>}
    </Section>
  );
}
