import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { IconBadge } from '../../components/sections/IconBadge';
import { ItemGrid } from '../../components/sections/ItemGrid';
import type { HeadingCopy } from '../../components/sections/headingCopy';
import { Section } from '../../components/sections/Section';
import { elevations, onNavySurface } from '../../theme/surfaces';
import { brandColors, radii } from '../../theme/tokens';

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
      <ItemGrid
        items={items}
        columns={{ sm: 2, md: columns }}
        centreLastRow
        gap="dense"
        sx={{ maxWidth: columns === 2 ? 900 : 'none', mx: 'auto' }}
        itemSx={{
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
        {({ icon: Icon, title, text }) => (
          <>
            <IconBadge tone={dark ? 'strongTintOnNavy' : 'tintText'}>
              <Icon />
            </IconBadge>
            <Typography
              variant="h3"
              sx={{ mt: 2.5, color: dark ? brandColors.white : 'primary.main' }}
            >
              {title}
            </Typography>
            <Typography
              sx={{ mt: 1.25, color: dark ? alpha(brandColors.white, 0.82) : 'text.secondary' }}
            >
              {text}
            </Typography>
          </>
        )}
      </ItemGrid>
      {footer && <Box sx={{ mt: { xs: 5, md: 6 }, textAlign: 'center' }}>{footer}</Box>}
    </Section>
  );
}
