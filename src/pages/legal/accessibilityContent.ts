import { legalUpdated } from '../../config/legalDates';
import { email, list, p, type LegalDocumentContent } from './legalDocument';

/**
 * The accessibility statement; its date is the day of the manual test it reports
 * (docs/accessibility.md says how that test is done).
 */
export const accessibilityContent = {
  ns: 'accessibility',
  updated: legalUpdated.accessibility,
  numbered: false,
  sections: [
    { id: 'commitment', blocks: [p('p1'), p('p2')] },
    { id: 'status', blocks: [p('p1')] },
    {
      id: 'conforms',
      blocks: [
        p('p1'),
        list('list', [
          'keyboard',
          'focus',
          'obscured',
          'structure',
          'states',
          'motion',
          'hover',
          'contrast',
          'zoom',
          'spacing',
          'language',
          'status',
        ]),
      ],
    },
    {
      id: 'limitations',
      blocks: [p('p1'), list('list', ['booking', 'forms', 'whatsapp', 'illustrations', 'chat'])],
    },
    { id: 'method', blocks: [p('p1'), p('p2'), p('p3')] },
    { id: 'feedback', blocks: [p('p1'), email('p2'), p('p3')] },
    { id: 'enforcement', blocks: [p('p1'), p('p2')] },
  ],
} as const satisfies LegalDocumentContent;
