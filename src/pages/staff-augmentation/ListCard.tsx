import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { radii } from '../../theme/tokens';

/**
 * A titled card holding a list; each item starts with the card's marker icon (a check, a
 * cross, a dot), which is decorative: the card's title says what the list means.
 */
export function ListCard({
  title,
  titleId,
  items,
  marker,
  tone = 'plain',
}: {
  title: string;
  titleId: string;
  items: readonly { id: string; text: string }[];
  marker: ReactNode;
  tone?: 'plain' | 'muted';
}) {
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: radii.card,
        bgcolor: tone === 'muted' ? 'background.default' : 'background.paper',
      }}
    >
      <Typography id={titleId} variant="h3" sx={{ color: 'primary.main', mb: 2.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
        {items.map(({ id, text }) => (
          <Box component="li" key={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box aria-hidden="true" sx={{ display: 'flex', flexShrink: 0, mt: '1px' }}>
              {marker}
            </Box>
            <Typography component="span">{text}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
