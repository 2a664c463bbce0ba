import { accessibilityContent } from './accessibilityContent';
import { LegalDocument } from './LegalDocument';

/** /accessibility: the accessibility statement and how to report a barrier. */
export default function AccessibilityPage() {
  return <LegalDocument content={accessibilityContent} />;
}
