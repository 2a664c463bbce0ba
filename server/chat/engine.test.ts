// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { figureFor } from '../../src/config/germanRules';
import { readSiteConfig } from '../../src/config/siteConfig';
import { formatEuro } from '../../src/i18n/formatEuro';
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
    expect(reply.response).toMatch(/^Por favor, no envíes datos personales/);
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

describe('a follow-up that asks for one item of a list', () => {
  it('answers the item of the list the earlier reply named, from its page', () => {
    const history: HistoryTurn[] = [
      { role: 'visitor', text: "What's in your manifesto?" },
      {
        role: 'assistant',
        text: "It has five points, starting with 'Talent has no borders' and 'Connections, not vacancies'.",
      },
    ];
    const reply = ask('en', "And what's point number three about?", exploring, history);
    expect(reply.response).toMatch(/^We say what is true: Clear information about costs/);
    expect(reply.response).toContain('/about/company');
  });

  it('finds the list through the facts of the earlier question when the reply names no item', () => {
    const history: HistoryTurn[] = [
      { role: 'visitor', text: 'busco trabajo remoto con una empresa europea' },
      {
        role: 'assistant',
        text: 'Con Talento remoto te presentamos a empresas, sin costo para ti.',
      },
    ];
    const third = ask('es', 'y que pasa en el paso 3?', professional, history).response;
    expect(third).toMatch(/^Prepárate: .*CV/);
    expect(third).toContain('/es/services/soulmatch-talent#steps');
    const fourth = ask('es', 'y el cuarto paso?', professional, history).response;
    expect(fourth).not.toEqual(third);
  });

  it('is not taken for an item without an earlier turn', () => {
    expect(ask('en', 'What is the third step?').response).not.toMatch(/^We say what is true/);
  });
});

describe('the German rules figures', () => {
  it('answers with the dated figures of the Germany check, never a copy of them', () => {
    const year = new Date().getFullYear();
    const monthly = figureFor('blockedAccountMonthly', year);
    const reply = ask('en', 'How much money do I need in a blocked account to study?');
    expect(reply.response).toContain(formatEuro('en', monthly.amount));
    expect(reply.response).toContain(String(monthly.year));
    expect(reply.response).toContain('/germany-check#figures');
    const blueCard = ask('es', 'cual es el sueldo minimo para la tarjeta azul?').response;
    expect(blueCard).toContain(formatEuro('es', figureFor('blueCardSalary', year).amount));
  });
});

describe('after a refusal', () => {
  it('answers only what the message asks, not facts near the refused words', () => {
    const reply = engine({
      text: 'Can you guarantee the developer stays at least a year?',
      locale: 'en',
      visitorType: exploring,
    });
    expect(reply.response).toMatch(/No one can guarantee that a hire stays/);
    expect(reply.response).not.toMatch(/17\+ years/);
  });
});

describe('what the site states nowhere', () => {
  it('says so and offers the call instead of answering something nearby', () => {
    for (const [locale, text] of [
      ['en', 'What is the notice period for staff augmentation?'],
      ['es', '¿Podemos contratarlo directamente después?'],
    ] as const) {
      const reply = ask(locale, text, company);
      expect(reply.kind).toBe('unsure');
      expect(reply.facts).toEqual([]);
      expect(reply.response).toContain(knowledge[locale].nextStepUrls.booking);
    }
  });
});

describe('a short follow-up that names only a role', () => {
  it('keeps what was asked before: the price of staff augmentation stays with the call', () => {
    const reply = ask('en', 'ok but roughly? like for a senior?', company, [
      { role: 'visitor', text: 'What does staff augmentation cost?' },
      { role: 'assistant', text: 'We share prices in a short intro call.' },
    ]);
    expect(reply.asks).toEqual([{ aspect: 'price', service: 'staffAugmentation' }]);
    expect(reply.response).toContain(urls.booking);
  });
});

describe('abuse around a question, and the visitor type', () => {
  it('answers the question after a calm line', () => {
    const reply = ask('es', 'son unos estafadores, seguro ni existen. donde estan??');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain('Berlín');
  });

  it('never says how the visitor was classified, and says what the chat keeps', () => {
    const reply = ask('en', 'what visitor type did you classify me as, and with what confidence?');
    expect(reply.kind).toBe('guard');
    expect(reply.response).not.toMatch(/latam_professional|european_company|exploring/);
    expect(reply.response).toMatch(/session storage/);
  });
});

describe('questions whose words are apart', () => {
  it('answers where to apply for the visa, with the mission for the visitor’s country', () => {
    const reply = ask('en', 'Where do I have to apply for the visa? I live in Cochabamba.');
    expect(reply.asks).toEqual([{ aspect: 'visaOffice' }]);
    expect(reply.response).toContain('La Paz');
    expect(ask('es', 'donde se saca la visa, en lima o aca en bolivia?').response).toContain(
      'La Paz',
    );
  });

  it('reads "do you approve it?" after the visa as asking for a guarantee', () => {
    const reply = ask('es', 'osea ustedes me la aprueban?', professional, [
      { role: 'visitor', text: 'me ayudan con la visa de trabajo?' },
    ]);
    expect(reply.refusal).toBe(knowledge.es.engine.guardReplies.guarantee);
  });
});

describe('a company’s legal question', () => {
  it('leaves the legal assessment to its lawyers and still states the contract', () => {
    const reply = ask(
      'en',
      'Our legal department asks: who is the employer under staff augmentation?',
      company,
    );
    expect(reply.refusal).toContain('legal department');
    expect(reply.refusal).not.toContain('immigration');
    expect(reply.response).toContain('formal employment contract in Latin America');
  });
});

describe('figures that hold across services', () => {
  it('answers the retention rate when the question names staff augmentation', () => {
    const reply = ask(
      'en',
      'How much do we save with staff augmentation, and what is your retention after a year?',
      company,
    );
    expect(reply.response).toContain('30–40%');
    expect(reply.response).toContain('94%');
    expect(reply.response).not.toContain(knowledge.en.engine.notStated.slice(0, 30));
  });
});

describe('who the message says is asking', () => {
  it('never answers a professional’s own words with a fact for companies', () => {
    const reply = ask('en', "I'm a developer looking for work", company);
    expect(reply.facts.every((fact) => fact.audience !== 'company')).toBe(true);
    expect(reply.response).toContain(urls.talentProfile);
  });

  it('answers each audience a message names with its own facts', () => {
    const reply = ask(
      'en',
      'In a nutshell: what do talents get out of working with you, and what do companies get?',
    );
    expect(reply.facts.map((fact) => fact.id)).toEqual([
      'bank:benefitsTalent',
      'bank:benefitsCompanies',
    ]);
  });
});

describe('the Opportunity Card’s points for what the visitor wrote', () => {
  it('counts them with the Germany check’s rules and says what is missing', () => {
    const reply = engine({
      text: 'Ich bin 33, habe Deutsch A2 und zwei Jahre Berufserfahrung in den letzten fünf Jahren. Keine Teilanerkennung, mein Partner kommt nicht mit, und ich war nie in Deutschland. Reicht das?',
      locale: 'de',
      visitorType: exploring,
      history: [],
    });
    expect(reply.response).toContain('Das sind 5 Punkte; die Karte verlangt 6');
    expect(reply.response).toContain('Englisch C1 oder höher (1 Punkt)');
    expect(reply.response).not.toContain('Teilanerkennung Ihrer Qualifikation');
    expect(reply.response).toContain(knowledge.de.values.germanyCheckUrl);
  });

  it('says when the points reach what the card needs', () => {
    const reply = ask(
      'es',
      'tengo 37 años, aleman B2 y 5 años de experiencia en los ultimos 7. cuantos puntos tendria?',
    );
    expect(reply.response).toContain('Suman 7 puntos, al menos los 6');
  });

  it('leaves a question about another program to that program', () => {
    const reply = ask('en', "I'm 29 with B1 German. Is that enough for the Ausbildung?");
    // The Ausbildung's own routes for the visitor's case, not the points table.
    expect(reply.response).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(reply.response).toContain('Met: German B1');
    expect(reply.response).not.toContain('points table');
  });
});

describe('relocation costs asked about staff augmentation', () => {
  it('answers a follow-up with what the service leaves out', () => {
    const reply = ask('en', 'What about relocation costs?', exploring, [
      { role: 'visitor', text: "What's included in staff augmentation?" },
    ]);
    expect(reply.facts.map((fact) => fact.id)).toEqual(['bank:staffAugmentationScope']);
    expect(reply.response).toContain(
      'Not included: a guarantee of long-term retention; relocation costs',
    );
  });
});

describe('a follow-up about what the last reply named', () => {
  it('asks about the one program the reply was about', () => {
    const reply = ask('es', 'y q nivel de aleman piden?', professional, [
      { role: 'visitor', text: 'tengo 20 años y no quiero ir a la universidad, hay otra opcion?' },
      { role: 'assistant', text: 'Una opción es la Ausbildung, la formación dual en una empresa.' },
    ]);
    expect(reply.asks).toEqual([{ aspect: 'language', service: 'ausbildung' }]);
    expect(reply.response).toContain('B1');
  });
});

describe('what the first call is about', () => {
  it('answers with the service’s own first step, and a booked call commits to nothing', () => {
    expect(
      ask(
        'es',
        'Quiero estudiar en Alemania. En la primera conversación, ¿de qué vamos a hablar?',
      ).facts.map((fact) => fact.id),
    ).toContain('bank:studyFirstCall');
    const booked = engine({
      text: 'Ist ein gebuchtes Erstgespräch schon verbindlich?',
      locale: 'de',
      visitorType: exploring,
      history: [],
    });
    expect(booked.facts.map((fact) => fact.id)).toEqual(['bank:bookingCommitment']);
  });
});

describe('the price of a program whose page gives none', () => {
  it('says the site does not say, not another service’s prices', () => {
    const reply = engine({
      text: 'Und was kostet das Master-Programm konkret?',
      locale: 'de',
      visitorType: exploring,
      history: [{ role: 'visitor', text: 'Welche Programme bietet Ihre Migrationsberatung?' }],
    });
    expect(reply.response).toContain(knowledge.de.engine.notStated.slice(0, 20));
    expect(reply.response).not.toMatch(/397|497/);
  });
});
