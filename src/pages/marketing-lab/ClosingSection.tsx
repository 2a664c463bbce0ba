import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { CallToAction } from '../../components/sections/CallToAction';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';

/** The closing invitation: to the contact section of the home page. */
export function ClosingSection() {
  const { t } = useT('marketingLab');
  const lng = useLocale();
  return (
    <CallToAction
      titleId="closing-title"
      reveal={false}
      width={900}
      textWidth={620}
      glows={[
        { at: '0% 100%', colour: 'coral' },
        { at: '100% 0%', colour: 'amber' },
      ]}
      copy={{ title: t('closing.title'), text: t('closing.text') }}
      actions={
        <Button
          component={AppLink}
          to={pathFor('contact', lng)}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardRounded />}
          sx={{ mt: 4 }}
          data-testid="closing-contact"
        >
          {t('closing.cta')}
        </Button>
      }
    />
  );
}
