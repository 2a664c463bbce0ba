import { describe, expect, it } from 'vitest';
import enChat from '../../../locales/en/chat.json';
import deChat from '../../../locales/de/chat.json';
import esChat from '../../../locales/es/chat.json';
import {
  classifyVisitor,
  confidenceThreshold,
  countConcepts,
  defaultConfidence,
  updateVisitorType,
} from './classifyVisitor';
import { conceptKey, keywordConcepts, specKeywords } from './keywords';
import { initialVisitorType, type VisitorType } from './visitorType';

const en = enChat.classification.keywords;
const es = esChat.classification.keywords;
const de = deChat.classification.keywords;

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
    expect(enChat.classification.keywords).toEqual(
      Object.fromEntries(
        [...specKeywords.professional, ...specKeywords.company].map((keyword) => [
          conceptKey(keyword),
          keyword,
        ]),
      ),
    );
    expect(keywordConcepts('professional', en)).toEqual(
      specKeywords.professional.map((keyword) => [keyword]),
    );
    expect(keywordConcepts('company', en)).toEqual(
      specKeywords.company.map((keyword) => [keyword]),
    );
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
    expect(countConcepts('I want to MOVE   TO\nEurope', keywordConcepts('professional'))).toBe(1);
    expect(countConcepts('looking for remote work', keywordConcepts('professional'))).toBe(2);
    expect(countConcepts('move to asia', keywordConcepts('professional'))).toBe(0);
  });

  it('matches inflections at a word start but not words that merely contain a keyword', () => {
    expect(
      countConcepts('jobs, working, careers, developers', [
        ...keywordConcepts('professional'),
        ...keywordConcepts('company'),
      ]),
    ).toBe(4);
    expect(
      countConcepts('network homework steam', [
        ...keywordConcepts('professional'),
        ...keywordConcepts('company'),
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

describe('classifyVisitor on Spanish pages: one concept per keyword', () => {
  it('has exactly 11 and 9 concepts, each led by its English keyword', () => {
    expect(keywordConcepts('professional', es).map((concept) => concept[0])).toEqual(
      specKeywords.professional,
    );
    expect(keywordConcepts('company', es).map((concept) => concept[0])).toEqual(
      specKeywords.company,
    );
  });

  it('classifies Spanish professionals, accent- and case-insensitively, over 11', () => {
    expect(classifyVisitor('Busco TRABAJO en Alemania y quiero estudiar', es)).toEqual({
      type: 'latam_professional',
      confidence: 3 / 11,
    });
    expect(classifyVisitor('Me interesa la reubicacion', es).type).toBe('latam_professional');
  });

  it('counts a concept once whichever alternatives occur', () => {
    // "talent" and "talento" are one concept; contratar and equipo are two more.
    expect(classifyVisitor('Queremos contratar talento (talent) para nuestro equipo', es)).toEqual({
      type: 'european_company',
      confidence: 3 / 9,
    });
    expect(classifyVisitor('trabajo, empleo, chamba', es)).toEqual({
      type: 'latam_professional',
      confidence: 1 / 11,
    });
  });

  it('gives the same confidence as the English words for the same concepts', () => {
    expect(classifyVisitor('job in Germany, study at a university', es)).toEqual(
      classifyVisitor('trabajo en Alemania, estudiar en la universidad', es),
    );
    expect(classifyVisitor('We are hiring', es)).toEqual({
      type: 'european_company',
      confidence: 1 / 9,
    });
  });

  it('Spanish words do not count on English pages', () => {
    expect(classifyVisitor('Busco trabajo en Alemania')).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
  });

  it('a Spanish tie or no match gives exploring with 0.5', () => {
    expect(classifyVisitor('trabajo para mi equipo', es)).toEqual({
      type: 'exploring',
      confidence: 0.5,
    });
    expect(classifyVisitor('¡Hola!', es)).toEqual({ type: 'exploring', confidence: 0.5 });
  });
});

describe('classifyVisitor on German pages', () => {
  it('classifies German professionals and companies, umlauts and case aside', () => {
    expect(
      classifyVisitor('Ich suche eine Stelle in Deutschland und möchte studieren', de),
    ).toEqual({ type: 'latam_professional', confidence: 3 / 11 });
    expect(classifyVisitor('Wir möchten Entwickler für unser TEAM einstellen', de)).toEqual({
      type: 'european_company',
      confidence: 3 / 9,
    });
    expect(classifyVisitor('Unterstützung beim Umzug nach Europa?', de).type).toBe(
      'latam_professional',
    );
  });

  it('counts a concept once whichever of its German forms occur', () => {
    expect(classifyVisitor('Job, Stelle, Anstellung', de)).toEqual({
      type: 'latam_professional',
      confidence: 1 / 11,
    });
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
