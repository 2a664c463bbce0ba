// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ask, knowledge } from './testKnowledge';

describe('which page to read', () => {
  it('names the pages of the service asked about, the relocation page among them', () => {
    const reply = ask(
      'en',
      'where do I read everything about moving, the migration page or the relocation page?',
    );
    const pages = knowledge.en.pages;
    for (const page of ['relocation', 'migration'] as const) {
      expect(reply.response).toContain(pages.get(page)?.url);
      expect(reply.response).toContain(pages.get(page)?.name);
    }
  });

  it('answers what else the message asks after the pages', () => {
    const reply = ask(
      'de',
      'Auf welcher Seite finde ich alles zu Staff Augmentation, und was kostet es?',
    );
    expect(reply.response).toContain(knowledge.de.pages.get('staffAugmentation')?.url);
    expect(reply.response).toContain(knowledge.de.nextStepUrls.booking);
  });
});
