import { Box } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, type ReactElement } from 'react';
import { dismissHintsOnEscape, hintsDismissedAttribute } from './hintDismissal';

const text = '> [data-hint-text]';

// MUI's tooltip as CSS (its colours, type and arrow; the delays of the site's tooltips, 700 ms
// in): shown on hover and keyboard focus with no script, so a floating button needs neither
// React nor a positioning engine to have one.
const hintSx: SxProps<Theme> = {
  position: 'relative',
  display: 'inline-flex',
  [`& ${text}`]: {
    position: 'absolute',
    right: '100%',
    top: '50%',
    mr: '14px',
    transform: 'translateY(-50%)',
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: (theme) => alpha(theme.palette.grey[700], 0.92),
    color: 'common.white',
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: '1.4em',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 150ms',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '100%',
      top: '50%',
      transform: 'translateY(-50%)',
      borderBlock: '6px solid transparent',
      borderInlineStart: (theme) => `6px solid ${alpha(theme.palette.grey[700], 0.92)}`,
    },
  },
  [`&:hover ${text}, &:has(:focus-visible) ${text}`]: {
    opacity: 1,
    transitionDelay: '700ms',
  },
  [`html[${hintsDismissedAttribute}] & ${text}`]: { opacity: 0, transitionDelay: '0ms' },
  '@media (prefers-reduced-motion: reduce)': { [`& ${text}`]: { transitionDuration: '0ms' } },
};

/**
 * A short visual hint to the left of a control, on hover and keyboard focus. It repeats what
 * the control's own accessible name says, so it is hidden from assistive technology.
 */
export function Hint({ title, children }: { title: string; children: ReactElement }) {
  useEffect(dismissHintsOnEscape, []);
  return (
    <Box component="span" sx={hintSx}>
      {children}
      {title && (
        <Box component="span" aria-hidden="true" data-hint-text="">
          {title}
        </Box>
      )}
    </Box>
  );
}
