import { ExternalButton } from '../../components/ExternalButton';
import { CallToAction } from '../../components/sections/CallToAction';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The closing contact band: the free pre-evaluation form, in a new tab. */
export function ContactSection() {
  const { t } = useT('relocation');
  return (
    <CallToAction
      id="contact"
      titleId="contact-title"
      copy={{ title: t('contact.title'), text: t('contact.text') }}
      balance={false}
      textGap={2}
      textWidth={620}
      glows={[{ at: '0% 100%', colour: 'amber' }]}
      actions={
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
