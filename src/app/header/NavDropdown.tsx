import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/AppLink';
import type { NavItemGroup } from '../useNavGroups';
import { currentItemSx, currentNavButtonSx } from './currentMarker';

/**
 * The menu's links are plain anchors styled from their list: one style rule for all of them,
 * where a styled component per link would add to the work of hydrating every page.
 */
const itemSx = {
  display: 'block',
  px: 2,
  py: 1.25,
  borderRadius: 2,
  color: 'text.primary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
  ...currentItemSx,
} as const;

/** How long a hover dropdown stays open after the pointer leaves it (400 ms). */
export const dropdownCloseDelay = 400;

/**
 * A disclosure menu of links, in groups: opens on hover and closes 400 ms after the pointer
 * leaves; Enter/Space toggle it, ArrowDown opens it at the first link, Escape closes it (wherever
 * focus is, so a menu opened by hover can be dismissed too) and returns focus if it was inside.
 * The button carries aria-current while the page shown is one of its links.
 */
export function NavDropdown({
  label,
  groups,
  align = 'start',
}: {
  label: string;
  groups: NavItemGroup[];
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const holdsCurrent = groups.some((group) => group.items.some((item) => item.current));

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      cancelClose();
      openedByHover.current = false;
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const focusItem = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(panelRef.current?.querySelectorAll('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // An open panel moves at once: keys pressed faster than frames would otherwise each
      // start from the same link. A closed one shows its links on the next frame.
      if (open) focusItem(current + 1);
      else {
        setOpen(true);
        requestAnimationFrame(() => focusItem(current + 1));
      }
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = window.setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, dropdownCloseDelay);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={holdsCurrent ? 'true' : undefined}
        endIcon={
          <ExpandMoreRounded
            sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        onClick={() => {
          // A hover already opened it; the click that follows should not close it again.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        sx={{ fontWeight: 600, px: 1.5, ...currentNavButtonSx }}
      >
        {label}
      </Button>
      <Paper
        ref={panelRef}
        id={panelId}
        elevation={6}
        sx={{
          display: open ? 'grid' : 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(230px, max-content)',
          columnGap: 1,
          // As wide as its labels: positioned against the button, it would otherwise wrap them.
          width: 'max-content',
          maxWidth: 'calc(100vw - 32px)',
          position: 'absolute',
          top: 'calc(100% + 6px)',
          [align === 'start' ? 'left' : 'right']: 0,
          p: 1,
          zIndex: 1,
          // An invisible bridge across the gap keeps the pointer "inside" on its way down.
          '&::before': {
            content: '""',
            position: 'absolute',
            top: -8,
            left: 0,
            right: 0,
            height: 8,
          },
        }}
      >
        {groups.map((group, index) => {
          const id = `${headingId}-${index}`;
          return (
            <Box key={group.heading ?? index}>
              {group.heading && (
                <Typography
                  id={id}
                  variant="overline"
                  component="p"
                  color="text.secondary"
                  sx={{ px: 2, pt: 0.5, lineHeight: 2.5 }}
                >
                  {group.heading}
                </Typography>
              )}
              <Box
                component="ul"
                aria-labelledby={group.heading ? id : undefined}
                sx={{ listStyle: 'none', m: 0, p: 0, '& a': itemSx }}
              >
                {group.items.map((item) => (
                  <li key={item.to}>
                    <AppLink
                      to={item.to}
                      aria-current={item.current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {item.label}
                    </AppLink>
                  </li>
                ))}
              </Box>
            </Box>
          );
        })}
      </Paper>
    </Box>
  );
}
