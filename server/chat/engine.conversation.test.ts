import { describe, expect, it } from 'vitest';
import { figureFor } from '../../src/config/germanRules';
import { formatEuro } from '../../src/i18n/formatEuro';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { ask, engine, knowledge, visitors } from './stages/testKnowledge';

/** The engine over a conversation: follow-ups, refusals, audiences, the visitor's own case. */
const { exploring, professional, company } = visitors;
const urls = knowledge.en.nextStepUrls;

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
    expect(reply.response).toContain('Das sind 5 Punkte; die Karte verlangt mindestens 6 Punkte');
    expect(reply.response).toContain('Englisch C1 oder höher (1 Punkt)');
    expect(reply.response).not.toContain('Teilanerkennung Ihrer Qualifikation');
    expect(reply.response).toContain(knowledge.de.values.germanyCheckUrl);
  });

  it('says when the points reach what the card needs', () => {
    const reply = ask(
      'es',
      'tengo 37 años, aleman B2 y 5 años de experiencia en los ultimos 7. cuantos puntos tendria?',
    );
    expect(reply.response).toContain('Suman 7 puntos: la tarjeta pide al menos 6 puntos');
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

// Round 21 (independent38-es-multi-followup-chancenkarte): a long follow-up that opens as a
// continuation ("ya, y …", "ok, and …") and names no permit asks about the one named before.
describe('a continuation that names no permit asks about the one the visitor named before', () => {
  const cases = [
    [
      'es',
      'q es la Chancenkarte?',
      'ya, y cuanto tiempo me puedo quedar buscando pega alla? y cuanta plata tengo q mostrar x mes?',
      'hasta un año',
    ],
    [
      'en',
      'What is the Opportunity Card?',
      'ok, and how long can I stay there looking for work? and how much money do I need to show per month?',
      'up to a year',
    ],
    [
      'de',
      'Was ist die Chancenkarte?',
      'Und wie lange darf ich zur Jobsuche bleiben? Und wie viel Geld muss ich im Monat nachweisen?',
      'höchstens ein Jahr',
    ],
  ] as const;
  it.each(cases)(
    'answers the card (%s), its year and its funds, with no refusal',
    (lng, before, text, year) => {
      const history: HistoryTurn[] = [
        { role: 'visitor', text: before },
        { role: 'assistant', text: 'Chancenkarte.' },
      ];
      const reply = ask(lng, text, exploring, history).response;
      expect(reply).toContain(year);
      expect(reply).toContain(
        formatEuro(lng, figureFor('opportunityCardFunds', new Date().getFullYear()).amount),
      );
      expect(reply).not.toMatch(/legal advice|asesoría legal|Rechtsberatung/);
    },
  );

  it('adds no overview to a short follow-up that asks one thing of the card', () => {
    const history: HistoryTurn[] = [{ role: 'visitor', text: 'q es la Chancenkarte?' }];
    const reply = ask('es', 'y cuanta plata tengo q mostrar x mes?', exploring, history).response;
    expect(reply).not.toContain('vigente desde junio de 2024');
  });
});
