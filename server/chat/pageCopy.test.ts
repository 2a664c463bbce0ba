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

  it('leaves out a form field’s unit, echo and error messages (89 walk-through, other)', () => {
    const bundle = {
      salary: {
        label: 'Gross salary a year, in euros',
        help: 'Before taxes, for a full year, as the job offer states it.',
        unit: '€',
        understood: 'We read: 45,000 a year',
        problems: {
          format: 'We could not read this amount. Write it in digits, for example 45,000.',
        },
      },
    };
    const passages = pagePassages('germanyCheck', bundle, [], (text) => text);
    expect(passages.map((passage) => passage.body).join(' ')).toBe(
      'Before taxes, for a full year, as the job offer states it.',
    );
  });
});
