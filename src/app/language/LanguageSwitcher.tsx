import Language from '@mui/icons-material/Language';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { localeRegistry } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { useLanguageOptions } from './useLanguageOptions';

// A closed menu renders nothing, so its code loads when the visitor reaches for the button.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

export function LanguageSwitcher() {
  const { t } = useT('common');
  const { current } = useLanguageOptions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
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
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: 600, px: 1.5 }}
      >
        {code}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
