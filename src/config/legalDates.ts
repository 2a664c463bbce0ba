/**
 * When each legal page was last changed (ISO dates). The page shows its date, and the chat
 * answers "when were the terms last updated?" with the same one: change it here when the text
 * changes.
 */
export const legalUpdated = {
  terms: '2025-03-26',
  privacyPolicy: '2025-03-26',
  imprint: '2026-11-23',
  accessibility: '2026-11-26',
} as const;
