import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Typography, type BoxProps } from '@mui/material';
import { sxList } from '../sxList';

/**
 * What a package, plan or programme includes: a list, each item after a green check (the
 * check is decorative; `label` names the list for screen readers when no heading does).
 */
export function CheckList({
  items,
  label,
  text = 'body2',
  gap = 1.25,
  sx,
}: {
  items: readonly { id: string; text: string }[];
  label?: string;
  /** body2 in a dense card; body1 where the list is the card's main content. */
  text?: 'body1' | 'body2';
  gap?: 1 | 1.25;
  sx?: BoxProps['sx'];
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap }, ...sxList(sx)]}
    >
      {items.map(({ id, text: itemText }) => (
        <Box component="li" key={id} sx={{ display: 'flex', gap: 1 }}>
          <CheckRounded
            aria-hidden="true"
            sx={{ color: 'success.main', fontSize: 20, mt: '2px' }}
          />
          <Typography variant={text} component={text === 'body1' ? 'span' : 'p'}>
            {itemText}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
