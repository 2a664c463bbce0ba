import { ExternalButton } from '../../components/ExternalButton';
import { CtaPanel } from '../../components/sections/CtaPanel';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The closing contact band: the free pre-evaluation form, in a new tab. */
export function ContactSection() {
  const { t } = useT('relocation');
  return (
    <CtaPanel
      id="contact"
      titleId="contact-title"
      title={t('contact.title')}
      text={t('contact.text')}
      glowAt="0% 100%"
      sx={{ py: { xs: 9, md: 13 } }}
      action={
        <ExternalButton
          href={site.forms.preEvaluation}
          hint={t('opensInNewTab')}
          sx={{ mt: 4 }}
          data-testid="contact-form"
        >
          {t('contact.button')}
        </ExternalButton>
      }
    />
  );
}
