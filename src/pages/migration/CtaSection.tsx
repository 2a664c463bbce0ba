import { ExternalButton } from '../../components/ExternalButton';
import { CallToAction } from '../../components/sections/CallToAction';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The closing call to action: the free pre-evaluation form, in a new tab. */
export function CtaSection() {
  const { t } = useT('migration');
  return (
    <CallToAction
      titleId="cta-title"
      copy={{ title: t('cta.title'), text: t('cta.text') }}
      balance={false}
      textGap={2}
      textWidth={620}
      // Right below the previous band's own bottom padding.
      sx={{ pt: { xs: 0, md: 0 } }}
      actions={
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
