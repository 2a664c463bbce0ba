import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
} from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { SocialLinks } from '../../components/SocialLinks';
import { site } from '../../config/site';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { languageLinkProps, useLanguageOptions } from '../language/useLanguageOptions';
import { headerMenus, type HeaderMenuId } from '../navigation';
import { useNavGroups } from '../useNavGroups';
import { currentItemSx } from './currentMarker';
import { useHomeAnchor } from './useHomeAnchor';
import { useHomeLinksCurrent } from './useHomeLinksCurrent';

/** Links from the open panel scroll the home page only once the panel has closed. */
export const menuScrollDelay = 300;

function ExpandableGroup({ menu, onNavigate }: { menu: HeaderMenuId; onNavigate: () => void }) {
  const { t } = useT('common');
  const groups = useNavGroups(headerMenus[menu]);
  const holdsCurrent = groups.some((group) => group.items.some((item) => item.current));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        aria-current={holdsCurrent ? 'true' : undefined}
        onClick={() => setOpen((v) => !v)}
        sx={currentItemSx}
      >
        <ListItemText primary={t(`nav.${menu}`)} slotProps={{ primary: { fontWeight: 700 } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={listId}>
        {groups.map((group, index) => {
          const id = `${headingId}-${index}`;
          return (
            <Fragment key={group.heading ?? index}>
              {group.heading && (
                <ListSubheader
                  id={id}
                  component="p"
                  disableSticky
                  sx={{ pl: 4, typography: 'overline', lineHeight: 2.5, bgcolor: 'transparent' }}
                >
                  {group.heading}
                </ListSubheader>
              )}
              <List disablePadding aria-labelledby={group.heading ? id : undefined}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <ListItemButton
                      component={AppLink}
                      to={item.to}
                      aria-current={item.current ? 'page' : undefined}
                      onClick={onNavigate}
                      sx={{ pl: 4, ...currentItemSx }}
                    >
                      <ListItemText primary={item.label} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            </Fragment>
          );
        })}
      </Collapse>
    </li>
  );
}

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT('common');
  const home = useHomeAnchor('hero', menuScrollDelay);
  const contact = useHomeAnchor('contact', menuScrollDelay);
  const current = useHomeLinksCurrent(home.onHome);
  const { options } = useLanguageOptions();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The visitor opened the menu on purpose: it covers toasts and the language offer (which
      // sit above drawers by default) until it closes, so none of them hides a menu item.
      sx={{ zIndex: (theme) => theme.zIndex.snackbar + 1 }}
      slotProps={{
        // Named for what it is: the brand is only the logo in its top bar.
        paper: { sx: { width: '80%', maxWidth: 360 }, role: 'dialog', 'aria-label': t('nav.menu') },
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: 2, py: 1.5 }}
      >
        <Typography component="h2" sx={{ m: 0 }}>
          <Logo brand={site.brand} />
        </Typography>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          <li>
            <ListItemButton
              component={AppLink}
              to={home.href}
              aria-current={current.home}
              onClick={(e) => {
                home.onClick(e);
                onClose();
              }}
              sx={currentItemSx}
            >
              <ListItemText primary={t('nav.home')} slotProps={{ primary: { fontWeight: 700 } }} />
            </ListItemButton>
          </li>
          <ExpandableGroup menu="about" onNavigate={onClose} />
          <ExpandableGroup menu="services" onNavigate={onClose} />
          <li>
            <ListItemButton
              component={AppLink}
              to={contact.href}
              aria-current={current.contact}
              onClick={(e) => {
                contact.onClick(e);
                onClose();
              }}
              sx={currentItemSx}
            >
              <ListItemText
                primary={t('nav.contact')}
                slotProps={{ primary: { fontWeight: 700 } }}
              />
            </ListItemButton>
          </li>
        </List>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <BookCallButton
          variant="contained"
          color="secondary"
          fullWidth
          size="large"
          onClick={onClose}
        >
          {t('nav.bookCall')}
        </BookCallButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('language.heading')}
        </Typography>
        {/* The languages wrap onto a second line in a narrow drawer (320 px, 400 % zoom)
            rather than running past its edge (WCAG 1.4.10). */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, flexWrap: 'wrap' }}
        >
          {options.map((option) => (
            <li key={option.lng}>
              <ListItemButton
                {...languageLinkProps(option, onClose)}
                sx={{ borderRadius: 999, px: 2 }}
              >
                {option.endonym}
              </ListItemButton>
            </li>
          ))}
        </Stack>
      </Box>
      <Box sx={{ px: 2, pb: 3, mt: 'auto' }}>
        <SocialLinks />
      </Box>
    </Drawer>
  );
}
