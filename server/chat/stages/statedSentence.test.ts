import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

/** A fact one sentence of a page states, found by the question's own content words. */
describe('a sentence the pages state', () => {
  it('answers what nothing else answered: the messages the chat sends', () => {
    const reply = ask(
      'en',
      'When I type something into your chat, is it just that one message that goes to the server, or more of the conversation?',
    );
    expect(reply.response).toContain('last 6 messages');
    expect(reply.facts[0]?.id).toBe('privacyPolicy:sections.data');
  });

  it("replaces an aspect's reply that shares far fewer of the question's words", () => {
    // "who runs" is the team's aspect; the privacy policy's hosting sentence says who runs the server.
    const reply = ask('en', 'Who runs the servers for your website and the chat?');
    expect(reply.response).toContain('Muster Hosting GmbH');
    expect(reply.response).not.toContain('Co-founder');
  });

  it('names the market surveillance authority for the BFSG in German', () => {
    const reply = ask('de', 'Welche Behörde überwacht die Barrierefreiheit nach dem BFSG?');
    expect(reply.response).toMatch(/MLBF|Marktüberwachungsstelle/);
  });

  it("keeps an aspect's reply that answers the question", () => {
    const reply = ask('en', 'do i need german for the jobs', visitors.professional);
    expect(reply.facts[0]?.id.startsWith('bank:')).toBe(true);
  });
});

describe('a question that asks for a figure', () => {
  it('is answered by the sentence with the figure, in each language', () => {
    const de = ask('de', 'Wie viel Prozent der EU-Startups machen Datenoptimierung zur Priorität?');
    expect(de.response).toContain('55\u00a0%');
    const es = ask(
      'es',
      '¿qué porcentaje de las startups de la UE prioriza la optimización de datos?',
    );
    expect(es.response).toContain('55%');
    const en = ask('en', 'What percentage of EU startups prioritize data optimization?');
    expect(en.response).toMatch(/^55% of EU startups prioritize data optimization by 2025\./);
  });

  it('keeps a reply that already states a figure for what is asked', () => {
    const reply = ask('es', 'soy de una empresa: cuánto ahorro con staff augmentation?');
    expect(reply.response).toContain('Entre 30 y 40%');
  });
});

describe('question words', () => {
  it('are no content words in German, as in English and Spanish ("wer", "wann")', () => {
    expect(knowledge.de.index.tokenize('Wer prüft das, und wann?')).not.toContain('wer');
    expect(knowledge.de.index.tokenize('Wer prüft das, und wann?')).not.toContain('wann');
    const reply = ask(
      'de',
      'Wer ist verantwortlich für die redaktionellen Inhalte auf dieser Website?',
    );
    expect(reply.response).toContain('Max Mustermann');
  });
});

describe("the privacy policy's own values", () => {
  it('fills its recipients list, so the hosting provider is searchable', () => {
    const passage = knowledge.en.entries.get('privacyPolicy:sections.recipients');
    expect(passage?.answer).toContain('Muster Hosting GmbH');
    expect(passage?.answer).not.toContain('{{');
  });
});

describe("a visitor's words for what a page states in its own words", () => {
  it("find the accessibility statement's focus ring and its shortcut, in each language", () => {
    const en = ask('en', 'What colours is the focus outline on your site?');
    expect(en.response).toContain('navy and white');
    const shortcut = ask('en', 'Which hotkey takes me to the notifications?');
    expect(shortcut.response).toMatch(/^Alt\+T moves focus to the notifications on screen\.\n/);
    const de = ask('de', 'Gibt es eine Tastenkombination für die Benachrichtigungen?');
    expect(de.response).toContain('Alt+T');
    const es = ask('es', '¿Hay algún atajo de teclado para ir a las notificaciones?');
    expect(es.response).toContain('Alt+T');
    expect(ask('es', '¿De qué colores es el indicador de foco?').response).toContain(
      'azul marino y blanco',
    );
  });
});
