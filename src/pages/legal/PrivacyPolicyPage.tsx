import { LegalDocument } from './LegalDocument';
import { privacyContent, storageKeyValues } from './privacyContent';

/** /privacy-policy: the GDPR privacy policy in nine numbered sections. */
export default function PrivacyPolicyPage() {
  return <LegalDocument content={privacyContent} values={storageKeyValues} />;
}
