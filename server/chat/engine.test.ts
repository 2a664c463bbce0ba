import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const site = readSiteConfig({});
const knowledge = loadKnowledge(localesDir, site);
const engine = createEngine(knowledge);
const exploring: VisitorType = { type: 'exploring', confidence: 0.5 };
const professional: VisitorType = { type: 'latam_professional', confidence: 2 / 11 };
const company: VisitorType = { type: 'european_company', confidence: 2 / 9 };

const ask = (
  locale: 'en' | 'es',
  text: string,
  visitorType: VisitorType = exploring,
  history: HistoryTurn[] = [],
) => engine({ text, locale, visitorType, history });

const urls = knowledge.en.nextStepUrls;

describe('greetings and thanks', () => {
  it('greets back and thanks in the page language', () => {
    expect(ask('en', 'Hi!').kind).toBe('greeting');
    expect(ask('es', 'hola')).toMatchObject({ kind: 'greeting', locale: 'es' });
    expect(ask('en', 'thanks a lot!').kind).toBe('thanks');
    expect(ask('es', 'muchas gracias!!').kind).toBe('thanks');
  });

  it('answers the question that follows a greeting', () => {
    const reply = ask('es', 'hola, kiero trabajar en alemania q nesesito');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain(knowledge.es.nextStepUrls.preEvaluation);
  });
});

describe('contact intents come before the search', () => {
  it('WhatsApp gets the WhatsApp link and nothing else', () => {
    const reply = ask('en', 'do you have WhatsApp?');
    expect(reply.kind).toBe('contact');
    expect(reply.response).toContain(urls.whatsapp);
    expect(reply.response).not.toContain(site.phone);
    expect(reply.response).not.toContain(urls.booking);
  });

  it('booking a call gets the booking link, not the phone', () => {
    const reply = ask('en', 'How do I book a call?');
    expect(reply.response).toContain(urls.booking);
    expect(reply.response).not.toContain(site.phone);
  });

  it('a person gets every way to reach one', () => {
    const reply = ask('es', 'quiero hablar con una persona real');
    for (const url of [knowledge.es.nextStepUrls.booking, knowledge.es.nextStepUrls.whatsapp]) {
      expect(reply.response).toContain(url);
    }
    expect(reply.response).toContain(site.phone);
    expect(reply.response).toContain(site.emails.talent);
  });

  it('a question asked alongside is answered, with the asked-for link', () => {
    const reply = ask('en', 'can I call you about the EU Blue Card?');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain('Blue Card');
    expect(reply.response).toContain(site.phone);
  });
});

describe('honest hand-off', () => {
  it('says what it can help with when the question is off-topic, with working links', () => {
    const reply = ask('en', 'who won the world cup');
    expect(['offTopic', 'unsure']).toContain(reply.kind);
    expect(reply.response).toContain(urls.booking);
    expect(reply.response).toContain(urls.whatsapp);
  });

  it('never answers with a passage that only shares a word', () => {
    const reply = ask('en', 'whats the weather in berlin today');
    expect(reply.kind).not.toBe('answer');
    expect(reply.confidence).toBeLessThan(0.5);
  });

  it('does not open with a yes or no copied from a page FAQ', () => {
    for (const text of ['Can you help me with the visa?', 'Do you only work in Germany?']) {
      expect(ask('en', text).response).not.toMatch(/^(Yes|No)\b/);
    }
    expect(ask('es', '¿me ayudan con la visa?').response).not.toMatch(/^(Sí|No)\b/);
  });
});

describe('answers from the answers bank and the pages', () => {
  it('a nurse gets the Nursing Program, not a blurb about Germany only', () => {
    const reply = ask('en', "I'm a nurse, how can I work in Germany?", professional);
    expect(reply.response).toContain('Nursing Program');
    expect(reply.response).not.toMatch(/^No\b/);
  });

  it('a Bolivian engineer gets the free route to jobs and the pre-evaluation', () => {
    const reply = ask(
      'es',
      'soy ingeniero boliviano, como hago para trabajar en alemania',
      professional,
    );
    expect(reply.response).toContain(knowledge.es.nextStepUrls.talentProfile);
    expect(reply.response).toContain(knowledge.es.nextStepUrls.preEvaluation);
  });

  it('professionals asking about salary never get a company price list', () => {
    for (const [locale, text] of [
      ['en', 'how much would I earn as a developer?'],
      ['es', 'cuanto gana un programador en alemania'],
    ] as const) {
      const reply = ask(locale, text, professional);
      expect(reply.facts[0]?.id).toBe('bank:salary');
      expect(reply.response).not.toMatch(/€|2[.,]500/);
    }
  });

  it('time zones: Bolivia is 5 or 6 hours behind Berlin', () => {
    const reply = ask('en', 'what is the time difference between bolivia and germany');
    expect(reply.response).toMatch(/5 hours behind Berlin.*6 hours/);
  });

  it('market figures are the home page statistics, said to describe the market', () => {
    const reply = ask('es', 'es cierto que hay muchas ofertas para devs en europa? cuantas?');
    expect(reply.facts[0]?.id).toBe('bank:market');
    expect(reply.response).toMatch(/más de 500\smil: ofertas de empleo/);
    expect(reply.response).toContain('no de nuestras propias contrataciones');
  });

  it('asked which package to take, names each one and the free pre-evaluation', () => {
    const reply = ask('es', 'y cual me recomiendas?', professional, [
      { role: 'visitor', text: 'cuanto cuestan los paquetes de reubicacion?' },
    ]);
    expect(reply.facts[0]?.id).toBe('bank:relocationChoice');
    expect(reply.response).toContain(urls.preEvaluation);
  });

  it('relocation steps: the four of the relocation page and the six of the migration page', () => {
    const reply = ask('es', 'cuantos pasos tiene la reubicacion y cual es el primero?');
    expect(reply.response).toMatch(/Tu reubicación en 4 pasos \([^)]*\): 1\. Evaluación previa: /);
    expect(reply.response).toMatch(
      /Nuestro proceso en 6 pasos \([^)]*\): evaluación previa gratuita; /,
    );
  });

  it('asks not to send a passport number, and answers the rest', () => {
    const reply = ask('es', 'mi numero de pasaporte es A1234567, califico para la tarjeta azul?');
    expect(reply.response).toMatch(/^Por favor, no escribas en este chat datos personales/);
    expect(reply.facts.map((fact) => fact.id)).toContain('bank:blueCard');
    expect(ask('en', 'do I need a passport number for the form?').refusal).toBe('');
  });

  it('a study question that names no program gets the study programs, not one of them', () => {
    const reply = ask('es', 'mi hijo sale del colegio y quiere estudiar ingenieria en alemania');
    expect(reply.facts[0]?.id).toBe('bank:studyAbroad');
    expect(reply.response).toContain('Studienkolleg');
  });

  it('a visitor who asks whether they qualify is offered the Germany check', () => {
    const reply = ask('es', 'califico para ir a alemania? soy ingeniero');
    expect(reply.facts[0]?.id).toBe('bank:germanyCheck');
    expect(reply.response).toContain('/es/germany-check');
  });

  it('German rules point to the official source in the site config', () => {
    expect(ask('en', 'blue card requirements?').response).toContain(
      site.officialSources.makeItInGermany,
    );
    expect(ask('es', 'como homologo mi titulo').response).toContain(site.officialSources.anabin);
  });

  it('informal spellings and missing accents find the answer', () => {
    expect(ask('es', 'nesesito ablar aleman?').facts[0]?.id).toBe('bank:germanNeeded');
    expect(ask('es', 'q es la ausbildung').facts[0]?.id).toBe('bank:ausbildung');
  });
});

describe('follow-ups', () => {
  it('"and the premium one?" continues the last topic', () => {
    const history: HistoryTurn[] = [
      { role: 'visitor', text: 'how much are your relocation packages?' },
      { role: 'assistant', text: 'Our relocation advisory…' },
    ];
    const reply = ask('en', 'and what does the premium one include?', professional, history);
    expect(reply.facts[0]?.id).toBe('bank:relocationPackages');
  });
});

describe('language', () => {
  it('answers a message plainly in another supported language in that language', () => {
    expect(ask('en', 'hola, quiero trabajar en alemania como enfermera').locale).toBe('es');
    expect(ask('es', 'Do you need German for the nursing program?').locale).toBe('en');
    expect(ask('es', 'visa').locale).toBe('es');
    // A short question with one small word of its language (audit of 2026-11-26, 3.1.2).
    expect(ask('en', '¿Cuánto cuesta mudarse a Alemania?').locale).toBe('es');
  });
});

describe('bounds', () => {
  it('answers a long message quickly', () => {
    const text = 'I want to work in Germany as a developer with a visa '.repeat(18).slice(0, 1000);
    const started = performance.now();
    ask('en', text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

// Each test here reads every locale file into a knowledge index of its own (2-4 s on a quiet
// 2-core machine): the limit is for a hang, not for how fast the machine is.
describe('switchable sections', { timeout: 60_000 }, () => {
  const fixture = mkdtempSync(join(tmpdir(), 'chat-locales-'));
  cpSync(localesDir, fixture, { recursive: true });
  for (const lng of ['en', 'es']) {
    writeFileSync(
      join(fixture, lng, 'staffAugmentation.json'),
      JSON.stringify({
        meta: { title: 'Staff Augmentation', description: 'Staff augmentation.' },
        pricing: {
          levels: {
            junior: {
              title: 'Junior',
              description: 'Fixture tier QUOKKA costs 1234 a month for a junior.',
            },
          },
        },
        useCase: { text: 'Fixture story WOMBAT: a startup found its developer with us quickly.' },
        howItWorks: {
          steps: {
            one: {
              title: 'Discovery',
              text: 'Fixture step NUMBAT: we talk about the role you need filled.',
            },
          },
        },
      }),
    );
  }
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  const withFlags = (flags: Record<string, string>) => {
    const config = readSiteConfig(flags);
    const loaded = loadKnowledge(fixture, config);
    return { loaded, ask: createEngine(loaded) };
  };

  it('indexes copy a page adds later, with no code change', () => {
    const { loaded } = withFlags({});
    expect(loaded.en.entries.has('staffAugmentation:howItWorks.steps.one')).toBe(true);
  });

  it('keeps hidden sections out of the knowledge while their flag is off', () => {
    const { loaded, ask: off } = withFlags({});
    const ids = [...loaded.en.entries.keys()];
    expect(ids.some((id) => id.startsWith('staffAugmentation:pricing'))).toBe(false);
    expect(ids.some((id) => id.startsWith('staffAugmentation:useCase'))).toBe(false);
    for (const entry of loaded.en.entries.values())
      expect(entry.answer).not.toMatch(/QUOKKA|WOMBAT/);
    const reply = off({
      text: 'how much does staff augmentation cost per month?',
      locale: 'en',
      visitorType: company,
    });
    expect(reply.response).toContain(urls.booking);
    expect(reply.response).not.toMatch(/€|2,500|5,000/);
  });

  it('shows them once the business switches the flag on', () => {
    const { loaded, ask: on } = withFlags({
      VITE_SHOW_STAFF_AUGMENTATION_PRICING: 'true',
      VITE_SHOW_STAFF_AUGMENTATION_USE_CASE: 'true',
    });
    expect(loaded.en.entries.has('staffAugmentation:pricing.levels.junior')).toBe(true);
    expect(loaded.en.entries.has('staffAugmentation:useCase')).toBe(true);
    const reply = on({
      text: 'how much does staff augmentation cost per month?',
      locale: 'en',
      visitorType: company,
    });
    expect(reply.response).toContain('€2,500');
  });
});
