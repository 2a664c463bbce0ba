import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { LegalDocument } from './LegalDocument';
import { privacyValues } from '../../config/privacyValues';
import { privacyContent } from './privacyContent';

/** /privacy-policy: the GDPR privacy policy in nine numbered sections. */
export default function PrivacyPolicyPage() {
  const lng = useLocale();
  const { t } = useT('privacyPolicy');
  return (
    <LegalDocument
      content={privacyContent}
      values={privacyValues(site, lng, t('values.noAiProvider'))}
    />
  );
}
