import { describe, expect, it } from 'vitest';
import { amountsIn, amountsInWords, unsupportedClaims } from './replyClaims';

const guarantee = (text: string) => (/guarant|garant/.test(text) ? ['guarantee'] : []);

describe('claims an LLM reply makes beyond its facts', () => {
  it('reads amounts in every format the site uses', () => {
    expect(amountsIn('Basic $97, Standard USD 397 and Premium 497 $')).toEqual([
      '97',
      '397',
      '497',
    ]);
    expect(amountsIn('in 2026, €50,700 a year or 45.934,20 € and 2026 alone')).toEqual([
      '50700',
      '4593420',
    ]);
  });

  it('reads amounts written in words, in each language, and nothing else', () => {
    expect(amountsInWords('It is two thousand five hundred euros a month.')).toEqual([
      'two thousand five hundred euros',
    ]);
    expect(amountsInWords('Son dos mil quinientos euros al mes.')).toEqual([
      'dos mil quinientos euros',
    ]);
    expect(amountsInWords('Es kostet zweitausendfünfhundert Euro.')).toEqual([
      'zweitausendfünfhundert Euro',
    ]);
    expect(amountsInWords('about 3 thousand dollars')).toEqual(['thousand dollars']);
    expect(amountsInWords('We found candidates in two weeks; prices are in euros.')).toEqual([]);
  });

  it('finds an amount in words whatever the facts say', () => {
    expect(
      unsupportedClaims('Senior: five thousand euros.', 'Senior from €5,000.', guarantee, ''),
    ).toEqual(['an amount in words (five thousand euros)']);
  });

  it('finds an amount the facts do not state, not one they do', () => {
    const facts = 'Premium $497. In 2026, €50,700 a year.';
    expect(
      unsupportedClaims('Premium costs 497 $; the threshold is 50.700 €.', facts, guarantee, ''),
    ).toEqual([]);
    expect(
      unsupportedClaims('A junior developer is €2,500 a month.', facts, guarantee, ''),
    ).toEqual(['an amount not in the facts (2500)']);
  });

  it('finds a guarantee only where the engine gave no refusal and the facts name none', () => {
    const reply = 'We guarantee your visa with the premium package.';
    expect(unsupportedClaims(reply, 'Premium $497.', guarantee, '')).toEqual([
      'a guarantee the facts do not give',
    ]);
    expect(
      unsupportedClaims(reply, 'Premium $497.', guarantee, 'No one can guarantee a visa.'),
    ).toEqual([]);
    expect(
      unsupportedClaims(
        'No retention guarantee.',
        'A retention guarantee is not included.',
        guarantee,
        '',
      ),
    ).toEqual([]);
  });
});
