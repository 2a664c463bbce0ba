import Check from '@mui/icons-material/Check';
import Language from '@mui/icons-material/Language';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { localeRegistry } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { languageLinkProps, useLanguageOptions } from './useLanguageOptions';

export function LanguageSwitcher() {
  const { t } = useT('common');
  const { current, options } = useLanguageOptions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // The visible code starts the accessible name too, so speech users can say what they see.
  const code = current.toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Language />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('language.switcherLabel', {
          code,
          language: localeRegistry[current].endonym,
        })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 600, px: 1.5 }}
      >
        {code}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem key={option.lng} {...languageLinkProps(option, () => setAnchor(null))}>
            <ListItemIcon>{option.current && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.endonym}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
