import { island } from '../islands/island';
import { FaqAccordion } from './FaqAccordion';

/** An FAQ accordion: it waits for a visitor's touch (docs/performance.md, the island map). */
export default island('components/faq/FaqAccordion', FaqAccordion, { namespaces: [] });
