import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { Reveal, RevealItem } from '../reveal/Reveal';
import { Section } from './Section';
import { cardListGrid } from './cardListGrid';
import { radii } from '../../theme/tokens';

export interface IconCard {
  id: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/**
 * A headed band of small icon cards: one column on phones, two on tablets, five in a row on
 * wide screens. `ordered` when the order carries meaning (a ranked list of reasons).
 */
export function IconCardsSection({
  id,
  eyebrow,
  title,
  subtitle,
  items,
  ordered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  items: readonly IconCard[];
  ordered?: boolean;
}) {
  const titleId = `${id}-title`;
  return (
    <Section
      id={id}
      labelledBy={titleId}
      heading={{ eyebrow: eyebrow, title: title, subtitle: subtitle }}
    >
      <Reveal component={ordered ? 'ol' : 'ul'} threshold={0.2} stagger={0.12} sx={cardListGrid(5)}>
        {items.map(({ id: itemId, icon: Icon, title: itemTitle, text }) => (
          <RevealItem
            key={itemId}
            component="li"
            sx={{
              p: 3,
              borderRadius: radii.card,
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 48,
                height: 48,
                borderRadius: radii.badgeSquare,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'secondary.main',
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h3" sx={{ mt: 2, color: 'primary.main', fontSize: '1.15rem' }}>
              {itemTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
