import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ItemGrid } from './ItemGrid';

export interface ListCardProps {
  title: string;
  titleId: string;
  items: readonly { id: string; text: string }[];
  marker: ReactNode;
  icon?: ReactNode;
  tone?: 'plain' | 'muted';
  /** How far the marker sits below the top of its line, to meet the text's first line. */
  markerOffset?: '1px' | '2px';
  testId?: string;
}

/**
 * A titled card holding a list; each item starts with the card's marker icon (a check, a
 * cross, a dot), which is decorative: the card's title says what the list means. Given an
 * `icon` (an IconBadge), the title sits beside it.
 */
export function ListCard({
  title,
  titleId,
  items,
  marker,
  icon,
  tone = 'plain',
  markerOffset = '1px',
  testId,
}: ListCardProps) {
  const heading = (
    <Typography
      id={titleId}
      variant="h3"
      sx={icon ? { color: 'primary.main' } : { color: 'primary.main', mb: 2.5 }}
    >
      {title}
    </Typography>
  );
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="feature"
      data-testid={testId}
      sx={{
        height: '100%',
        p: { xs: 3, md: 4 },
        bgcolor: tone === 'muted' ? 'background.default' : 'background.paper',
      }}
    >
      {icon ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          {icon}
          {heading}
        </Box>
      ) : (
        heading
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
        {items.map(({ id, text }) => (
          <Box component="li" key={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box aria-hidden="true" sx={{ display: 'flex', flexShrink: 0, mt: markerOffset }}>
              {marker}
            </Box>
            <Typography component="span">{text}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Two list cards side by side from `md` (stacked on phones), such as what is in and what is not. */
export function ListCardPair({ lists }: { lists: readonly [ListCardProps, ListCardProps] }) {
  return (
    <ItemGrid
      items={lists.map((list) => ({ ...list, id: list.titleId }))}
      columns={2}
      list={false}
      wideFrom="md"
      stagger={0.15}
    >
      {(list) => <ListCard {...list} />}
    </ItemGrid>
  );
}
