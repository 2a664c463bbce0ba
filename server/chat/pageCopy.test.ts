import { describe, expect, it } from 'vitest';
import { pagePassages } from './pageCopy';

describe('pagePassages', () => {
  it('reads copy without the soft hyphens that let long German words wrap', () => {
    const bundle = {
      costs: {
        title: 'Geringere Rekrutierungs\u00adkosten',
        text: 'Im Durchschnitt 30 % geringere Rekrutierungs\u00adkosten für die Unternehmen, mit denen wir arbeiten.',
      },
    };
    const [passage] = pagePassages('forCompanies', bundle, [], (text) => text);
    expect(passage?.title).toBe('Geringere Rekrutierungskosten');
    expect(passage?.body).toContain('geringere Rekrutierungskosten für');
    expect(passage?.body).not.toContain('\u00ad');
  });
});
