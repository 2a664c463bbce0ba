import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import { Button } from '@mui/material';
import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { closingId, heroImage } from './content';

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
