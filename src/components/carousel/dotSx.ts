import type { SystemStyleObject, Theme } from '@mui/system';
import { focusRingSx } from '../../theme/theme';

/**
 * The dots of every slider on the site: a 28 px target around a 10 px dot that stretches
 * into a pill for the current slide.
 */
export function dotSx(color: string): SystemStyleObject<Theme> {
  return {
    all: 'unset',
    cursor: 'pointer',
    width: 28,
    height: 28,
    display: 'grid',
    placeItems: 'center',
    borderRadius: 999,
    '&::after': {
      content: '""',
      display: 'block',
      width: 10,
      height: 10,
      borderRadius: 999,
      bgcolor: color,
      transition: 'width 300ms ease, background-color 300ms ease',
    },
    // `all: unset` removed the site's ring with everything else: give it back.
    '&:focus-visible': focusRingSx,
  };
}

export function currentDotSx(color: string): SystemStyleObject<Theme> {
  return { width: 40, '&::after': { width: 26, bgcolor: color } };
}
