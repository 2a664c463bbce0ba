import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { ask, knowledge, visitors } from './stages/testKnowledge';

const after = (text: string): HistoryTurn[] => [
  { role: 'visitor', text },
  { role: 'assistant', text: 'Basic, Standard and Premium.' },
];

describe('a follow-up that points back and names what the thing would hold', () => {
  it('asks it of the service the conversation was about, in each language', () => {
    const cases = [
      [
        'es',
        '¿Y cuál es el más popular? ¿Ese incluye estrategia para conseguir trabajo?',
        'qué paquetes tienen para mudarme a Alemania?',
      ],
      [
        'de',
        'Und welches ist am beliebtesten? Enthält dieses eine Strategie für die Jobsuche?',
        'Welche Pakete haben Sie für den Umzug nach Deutschland?',
      ],
    ] as const;
    for (const [lng, question, before] of cases) {
      const reply = ask(lng, question, visitors.professional, after(before));
      expect(reply.asks.map((item) => item.service)).toEqual(['relocation', 'relocation']);
      expect(reply.response).toContain(knowledge[lng].values.premium);
    }
  });

  it('keeps a service named right after an article as the one asked about', () => {
    const reply = ask(
      'en',
      "What does that master's program cost?",
      visitors.professional,
      after('What study programs does your migration advisory cover?'),
    );
    expect(reply.asks).toEqual([{ aspect: 'price', service: 'masters' }]);
  });
});
