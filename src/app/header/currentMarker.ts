/**
 * How navigation shows where the visitor is: the element carrying aria-current gets the marker,
 * so what is seen and what a screen reader announces cannot disagree.
 */

/** A header button or link: an amber bar under its label. */
export const currentNavButtonSx = {
  '&[aria-current]': { color: 'primary.main' },
  '&[aria-current]::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 3,
    borderRadius: 2,
    bgcolor: 'secondary.main',
  },
} as const;

/** A link in a menu list: an amber bar at its start, bold in the brand colour. */
export const currentItemSx = {
  position: 'relative',
  '&[aria-current]': { color: 'primary.main', bgcolor: 'action.selected' },
  '&[aria-current]::before': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 8,
    bottom: 8,
    width: 3,
    borderRadius: 2,
    bgcolor: 'secondary.main',
  },
} as const;
