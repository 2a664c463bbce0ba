import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

/**
 * "Do you charge the professional?" asks about the professional, though it names a company's
 * service: it gets what the professional pays (nothing for matching), while a company asking
 * what the service costs it is not told it is free.
 */
describe('what the professional is charged, asked of a company service', () => {
  it('says the professional pays nothing for matching', () => {
    const es = ask('es', 'con staff augmentation, ¿paga algo el profesional?');
    expect(es.response).toContain('Nada por la selección');
    const de = ask('de', 'Bei Staff Augmentation: Zahlt die Fachkraft dafür etwas?');
    expect(de.response).toContain('Für das Matching nichts');
  });

  it('does not tell a company the service is free for it', () => {
    const reply = ask('es', 'somos una empresa, ¿staff augmentation nos cuesta algo?');
    expect(reply.response).not.toContain('Nada por la selección');
  });
});
