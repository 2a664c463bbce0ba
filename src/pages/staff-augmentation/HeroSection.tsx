import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { scrollToId } from '../../lib/scroll';
import { closingId, heroImage } from './content';

/** A plain anchor without JavaScript; once hydrated, a smooth scroll that also moves focus. */
function goToClosing(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  if (scrollToId(closingId)) window.history.replaceState(null, '', `#${closingId}`);
}

export function HeroSection() {
  const { t } = useT('staffAugmentation');
  return (
    <PageIntro
      title={t('hero.title')}
      lead={t('hero.lead')}
      image={{ ...heroImage, alt: t('hero.alt') }}
    >
      <Button
        href={`#${closingId}`}
        onClick={goToClosing}
        variant="contained"
        color="secondary"
        size="large"
        endIcon={<ArrowDownwardRounded />}
        data-testid="hero-get-in-touch"
      >
        {t('hero.getInTouch')}
      </Button>
    </PageIntro>
  );
}
