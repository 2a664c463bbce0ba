import type { FaqIconName } from '../../../components/faq/faqIcons';
import type faqs from '../../../../locales/en/faqs.json';

/** What the FAQs page shows that is not text, keyed by the ids of `locales/<lng>/faqs.json`. */
type Copy = typeof faqs;

/** Four questions from companies, then four from professionals; the icon names the audience. */
export const questions = [
  { id: 'outsideGermany', icon: 'company' },
  { id: 'hiringTime', icon: 'company' },
  { id: 'staffAugmentation', icon: 'company' },
  { id: 'trial', icon: 'company' },
  { id: 'germanRequired', icon: 'professional' },
  { id: 'cost', icon: 'professional' },
  { id: 'visa', icon: 'professional' },
  { id: 'whereJobs', icon: 'professional' },
] as const satisfies readonly { id: keyof Copy['list']['items']; icon: FaqIconName }[];
