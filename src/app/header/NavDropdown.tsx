import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Box, Button, Link, Paper } from '@mui/material';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/AppLink';

/** How long a hover dropdown stays open after the pointer leaves it (400 ms). */
export const dropdownCloseDelay = 400;

export interface NavItem {
  to: string;
  label: string;
}

/**
 * A disclosure menu of links: opens on hover and closes 400 ms after the pointer leaves;
 * Enter/Space toggle it, ArrowDown opens it at the first link, Escape closes it and returns focus.
 */
export function NavDropdown({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const focusItem = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(panelRef.current?.querySelectorAll('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
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
        sx={{ fontWeight: 600, px: 1.5 }}
      >
        {label}
      </Button>
      <Paper
        ref={panelRef}
        id={panelId}
        component="ul"
        elevation={6}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: 'calc(100% + 6px)',
          left: 0,
          minWidth: 230,
          m: 0,
          p: 1,
          listStyle: 'none',
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
        {items.map((item) => (
          <li key={item.to}>
            <Link
              component={AppLink}
              to={item.to}
              underline="none"
              onClick={() => setOpen(false)}
              sx={{
                display: 'block',
                px: 2,
                py: 1.25,
                borderRadius: 2,
                color: 'text.primary',
                fontWeight: 600,
                '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </Paper>
    </Box>
  );
}
