import { email, list, p, type LegalDocumentContent } from './legalDocument';

/** The accessibility statement; its date is the day the statement was written. */
export const accessibilityContent = {
  ns: 'accessibility',
  updated: '2026-11-23',
  numbered: false,
  sections: [
    { id: 'commitment', blocks: [p('p1'), p('p2')] },
    { id: 'status', blocks: [p('p1')] },
    {
      id: 'measures',
      blocks: [
        p('p1'),
        list('list', [
          'keyboard',
          'names',
          'structure',
          'motion',
          'contrast',
          'reflow',
          'images',
          'language',
          'testing',
        ]),
      ],
    },
    {
      id: 'limitations',
      blocks: [p('p1'), list('list', ['booking', 'forms', 'whatsapp', 'illustrations', 'chat'])],
    },
    { id: 'feedback', blocks: [p('p1'), email('p2'), p('p3')] },
    { id: 'enforcement', blocks: [p('p1')] },
    { id: 'preparation', blocks: [p('p1')] },
  ],
} as const satisfies LegalDocumentContent;
