import { Paper, Typography } from '@mui/material';
import type { IconCard } from '../../lib/contentLists';
import { IconBadge } from './IconBadge';
import { ItemGrid } from './ItemGrid';

/**
 * Outlined cards of equal height (icon or figure, title, text) that reveal with a stagger; a
 * short last row sits in the middle.
 */
export function IconCardGrid({
  items,
  columns = 3,
}: {
  items: readonly IconCard[];
  /** Cards per row on wide screens (two from the small breakpoint, one on phones). */
  columns?: 2 | 3 | 4;
}) {
  return (
    <ItemGrid items={items} columns={columns} centreLastRow gap="dense">
      {({ id, icon: Icon, title, text, figure }) => (
        <Paper
          variant="compact"
          data-testid={`card-${id}`}
          sx={{
            height: '100%',
            p: { xs: 3, md: 3.5 },
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <IconBadge tone="tint" radius="badge">
            <Icon />
          </IconBadge>
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
      )}
    </ItemGrid>
  );
}
