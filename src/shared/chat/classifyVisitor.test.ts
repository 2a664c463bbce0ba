import { describe, expect, it } from 'vitest';
import {
  classifyVisitor,
  confidenceThreshold,
  countMatches,
  defaultConfidence,
  mergeKeywordLists,
  updateVisitorType,
} from './classifyVisitor';
import { localeKeywords, specKeywords } from './keywords';
import { initialVisitorType, type VisitorType } from './visitorType';

describe('the keyword lists', () => {
  it('are exactly the 11 professional and 9 company keywords', () => {
    expect(specKeywords.professional).toEqual([
      'job',
      'work',
      'career',
      'visa',
      'relocation',
      'move to europe',
      'germany',
      'remote work',
      'opportunities',
      'study',
      'university',
    ]);
    expect(specKeywords.company).toEqual([
      'hire',
      'hiring',
      'talent',
      'recruitment',
      'team',
      'developer',
      'expand',
      'scaling',
      'business',
    ]);
  });

  it('are all there is on English pages: English adds no keywords of its own', () => {
    expect(mergeKeywordLists(specKeywords, localeKeywords.en ?? {})).toEqual(specKeywords);
  });
});

describe('classifyVisitor (English pages)', () => {
  it.each(specKeywords.professional)('professional keyword "%s" alone', (keyword) => {
    const result = classifyVisitor(`I am asking about ${keyword} here`);
    expect(result.type).toBe('latam_professional');
    // "remote work" also contains "work": both count.
    const matches = keyword === 'remote work' ? 2 : 1;
    expect(result.confidence).toBeCloseTo(matches / 11);
  });

  it.each(specKeywords.company)('company keyword "%s" alone', (keyword) => {
    const result = classifyVisitor(`Tell me about ${keyword} please`);
    expect(result).toEqual({ type: 'european_company', confidence: 1 / 9 });
  });

  it('is case-insensitive', () => {
    expect(classifyVisitor('JOB in GERMANY')).toEqual({
      type: 'latam_professional',
      confidence: 2 / 11,
    });
    expect(classifyVisitor('We are HIRING')).toEqual({
      type: 'european_company',
      confidence: 1 / 9,
    });
  });

  it('counts each keyword once however often it occurs', () => {
    expect(classifyVisitor('job job job, a job!')).toEqual({
      type: 'latam_professional',
      confidence: 1 / 11,
    });
  });

  it('matches phrases with any spacing', () => {
    expect(countMatches('I want to MOVE   TO\nEurope', specKeywords.professional)).toBe(1);
    expect(countMatches('looking for remote work', specKeywords.professional)).toBe(2);
    expect(countMatches('move to asia', specKeywords.professional)).toBe(0);
  });

  it('matches inflections at a word start but not words that merely contain a keyword', () => {
    expect(
      countMatches('jobs, working, careers, developers', [
        ...specKeywords.professional,
        ...specKeywords.company,
      ]),
    ).toBe(4);
    expect(
      countMatches('network homework steam', [
        ...specKeywords.professional,
        ...specKeywords.company,
      ]),
    ).toBe(0);
  });

  it('the group with more matches wins, with confidence over its own list', () => {
    expect(
      classifyVisitor('We are hiring a developer for our team, but we also offer a job'),
    ).toEqual({
      type: 'european_company',
      confidence: 3 / 9,
    });
    expect(
      classifyVisitor('I want a remote work job and a career in Germany with a visa, not hiring'),
    ).toEqual({ type: 'latam_professional', confidence: 6 / 11 });
  });

  it('all keywords of a group give confidence 1', () => {
    expect(classifyVisitor(specKeywords.company.join(' ')).confidence).toBe(1);
    expect(classifyVisitor(specKeywords.professional.join(', ')).confidence).toBe(1);
  });

  it('a tie gives exploring with 0.5', () => {
    expect(classifyVisitor('a job for our team')).toEqual({ type: 'exploring', confidence: 0.5 });
    expect(classifyVisitor('visa and study for talent in business')).toEqual({
      type: 'exploring',
      confidence: defaultConfidence,
    });
  });

  it('no match gives exploring with 0.5', () => {
    expect(classifyVisitor('Hello there!')).toEqual({ type: 'exploring', confidence: 0.5 });
    expect(classifyVisitor('')).toEqual({ type: 'exploring', confidence: 0.5 });
  });
});

describe('classifyVisitor with the Spanish keywords (Spanish pages)', () => {
  const spanish = localeKeywords.es ?? {};
  const merged = mergeKeywordLists(specKeywords, spanish);

  it('adds the Spanish lists to the English ones, counting shared keywords once', () => {
    expect(merged.professional).toEqual(
      expect.arrayContaining([...specKeywords.professional, 'trabajo', 'Alemania']),
    );
    expect(merged.professional.filter((keyword) => keyword === 'visa')).toHaveLength(1);
    expect(merged.company).toEqual(
      expect.arrayContaining([...specKeywords.company, 'contratar', 'talento', 'equipo']),
    );
  });

  it('classifies Spanish professionals, accent- and case-insensitively', () => {
    expect(classifyVisitor('Busco TRABAJO en Alemania y quiero estudiar', spanish)).toEqual({
      type: 'latam_professional',
      confidence: 3 / merged.professional.length,
    });
    expect(classifyVisitor('Me interesa la reubicacion', spanish).type).toBe('latam_professional');
  });

  it('classifies Spanish companies', () => {
    // contratar, talento, equipo, and the English "talent" at the start of "talento".
    expect(classifyVisitor('Queremos contratar talento para nuestro equipo', spanish)).toEqual({
      type: 'european_company',
      confidence: 4 / merged.company.length,
    });
  });

  it('still applies the English lists on Spanish pages', () => {
    expect(classifyVisitor('We are hiring', spanish)).toEqual({
      type: 'european_company',
      confidence: 1 / merged.company.length,
    });
  });

  it('Spanish words do not count on English pages', () => {
    expect(classifyVisitor('Busco trabajo en Alemania')).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
  });

  it('a Spanish tie or no match gives exploring with 0.5', () => {
    expect(classifyVisitor('trabajo para mi equipo', spanish)).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
    expect(classifyVisitor('¡Hola!', spanish)).toEqual({ type: 'exploring', confidence: 0.5 });
  });
});

describe('updateVisitorType', () => {
  const professional = (confidence: number): VisitorType => ({
    type: 'latam_professional',
    confidence,
  });
  const company = (confidence: number): VisitorType => ({ type: 'european_company', confidence });

  it('the threshold is 0.7 and the stored type starts unknown', () => {
    expect(confidenceThreshold).toBe(0.7);
    expect(initialVisitorType).toEqual({ type: 'unknown', confidence: 0 });
  });

  it('replaces an unknown type whatever the new confidence', () => {
    expect(updateVisitorType(initialVisitorType, company(0.1))).toEqual(company(0.1));
    expect(updateVisitorType(initialVisitorType, { type: 'exploring', confidence: 0.5 })).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
  });

  it('replaces a stored type below 0.7 by a more confident one', () => {
    expect(updateVisitorType(professional(0.2), company(0.4))).toEqual(company(0.4));
    expect(updateVisitorType({ type: 'exploring', confidence: 0.5 }, professional(6 / 11))).toEqual(
      professional(6 / 11),
    );
  });

  it('keeps a stored type below 0.7 when the new one is not more confident', () => {
    expect(updateVisitorType(professional(0.4), company(0.4))).toEqual(professional(0.4));
    expect(updateVisitorType({ type: 'exploring', confidence: 0.5 }, company(1 / 9))).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
  });

  it('keeps a stored type at or above 0.7 for good', () => {
    expect(updateVisitorType(professional(0.7), company(1))).toEqual(professional(0.7));
    expect(updateVisitorType(company(0.9), professional(1))).toEqual(company(0.9));
  });
});
