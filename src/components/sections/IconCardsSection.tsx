import { Typography } from '@mui/material';
import type { IconCard } from '../../lib/contentLists';
import type { HeadingCopy } from './headingCopy';
import { radii } from '../../theme/tokens';
import { IconBadge } from './IconBadge';
import { ItemGrid } from './ItemGrid';
import { Section } from './Section';

/**
 * A headed band of small icon cards: one column on phones, two on tablets, five in a row on
 * wide screens. `ordered` when the order carries meaning (a ranked list of reasons).
 */
export function IconCardsSection({
  id,
  heading,
  items,
  ordered = false,
}: {
  id: string;
  heading: HeadingCopy;
  items: readonly IconCard[];
  ordered?: boolean;
}) {
  return (
    <Section id={id} heading={heading}>
      <ItemGrid
        items={items}
        columns={5}
        list={ordered ? 'ol' : 'ul'}
        itemSx={{
          p: 3,
          borderRadius: radii.card,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {({ icon: Icon, title: itemTitle, text }) => (
          <>
            <IconBadge tone="navy">
              <Icon />
            </IconBadge>
            <Typography variant="h3" sx={{ mt: 2, color: 'primary.main', fontSize: '1.15rem' }}>
              {itemTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          </>
        )}
      </ItemGrid>
    </Section>
  );
}
