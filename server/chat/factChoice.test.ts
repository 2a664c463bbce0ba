import { describe, expect, it } from 'vitest';
import { chooseFact, rankBonus } from './factChoice';
import type { KnowledgeEntry } from './knowledge';

const fact = (id: string, rest: Partial<KnowledgeEntry>): KnowledgeEntry => ({
  id,
  audience: 'any',
  aspects: [],
  answer: id,
  ...rest,
});
const facts = [
  fact('generalSpeed', { aspects: ['speed'] }),
  fact('staffSpeed', { aspects: ['speed'], service: 'staffAugmentation', audience: 'company' }),
  fact('talentLanguage', { aspects: ['language'], audience: 'professional' }),
  fact('hiringLanguage', { aspects: ['language'], service: 'talentHiring', audience: 'company' }),
  fact('matchingFree', { aspects: ['free'], audience: 'professional', covers: ['remoteTalent'] }),
  fact('packages', { aspects: ['price'], service: 'relocation', audience: 'professional' }),
];
const none = new Map<string, number>();
const choose = (
  ask: Parameters<typeof chooseFact>[1],
  audience: 'any' | 'company' | 'professional',
) => chooseFact(facts, ask, audience, none)?.id;

describe('choosing the fact that answers one thing asked', () => {
  it("prefers the named service's own fact, and a general one when none is named", () => {
    expect(choose({ aspect: 'speed', service: 'staffAugmentation' }, 'any')).toBe('staffSpeed');
    expect(choose({ aspect: 'speed' }, 'company')).toBe('generalSpeed');
  });

  it("never answers with another service's fact, nor a general one for a service-bound aspect", () => {
    expect(choose({ aspect: 'price', service: 'marketingLab' }, 'company')).toBeUndefined();
    expect(choose({ aspect: 'free', service: 'remoteTalent' }, 'professional')).toBe(
      'matchingFree',
    );
    expect(choose({ aspect: 'free', service: 'studyAbroad' }, 'professional')).toBeUndefined();
  });

  it('keeps a general fact for the other audience out unless nothing else answers', () => {
    expect(choose({ aspect: 'language' }, 'company')).toBe('hiringLanguage');
    expect(choose({ aspect: 'language' }, 'professional')).toBe('talentLanguage');
    expect(choose({ aspect: 'free' }, 'company')).toBe('matchingFree');
  });

  it('lets the search rank break ties', () => {
    const tied = [...facts, fact('otherSpeed', { aspects: ['speed'] })];
    const rank = rankBonus(['otherSpeed', 'generalSpeed']);
    expect(rank.get('otherSpeed')).toBeGreaterThan(rank.get('generalSpeed') ?? 0);
    expect(chooseFact(tied, { aspect: 'speed' }, 'any', rank)?.id).toBe('otherSpeed');
    expect(chooseFact(tied, { aspect: 'speed' }, 'any', none)?.id).toBe('generalSpeed');
  });
});
