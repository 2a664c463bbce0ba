import { LegalDocument } from './LegalDocument';
import { termsContent } from './termsContent';

/** /terms: the Terms and Conditions, under German law. */
export default function TermsPage() {
  return <LegalDocument content={termsContent} />;
}
