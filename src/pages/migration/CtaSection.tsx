import { ExternalButton } from '../../components/ExternalButton';
import { CtaPanel } from '../../components/sections/CtaPanel';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The closing call to action: the free pre-evaluation form, in a new tab. */
export function CtaSection() {
  const { t } = useT('migration');
  return (
    <CtaPanel
      titleId="cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      sx={{ pb: { xs: 9, md: 13 } }}
      action={
        <ExternalButton
          href={site.forms.preEvaluation}
          hint={t('opensInNewTab')}
          sx={{ mt: 4 }}
          data-testid="cta-form"
        >
          {t('cta.button')}
        </ExternalButton>
      }
    />
  );
}
