import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import type { Locale } from '../../src/i18n/locales';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';

/**
 * Everyday wordings of questions the engine already answers: each is worded differently from
 * the evaluation item that revealed it, so the phrases are general, not that one sentence.
 */
const site = readSiteConfig({});
const knowledge = loadKnowledge(fileURLToPath(new URL('../../locales', import.meta.url)), site);
const engine = createEngine(knowledge);
const exploring: VisitorType = { type: 'exploring', confidence: 0.5 };
const ask = (locale: Locale, text: string) =>
  engine({ text, locale, visitorType: exploring, history: [] });

describe('contact asked for in informal words', () => {
  it.each([
    ['es', 'pásame el número de ustedes, porfa'],
    ['es', 'me pasas el numero de ustedes para escribirles al wsp?'],
    ['en', 'send me your number so I can text you'],
    ['de', 'Schicken Sie mir Ihre Nummer, dann schreibe ich Ihnen'],
  ] as const)('%s: "%s" gets the phone number', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.kind).toBe('contact');
    expect(reply.response).toContain(site.phone);
  });

  it('a WhatsApp number alone still gets the WhatsApp link', () => {
    expect(ask('en', 'whats ur whatsapp number').response).toContain(
      knowledge.en.nextStepUrls.whatsapp,
    );
  });
});

describe('deleting a profile is asked in many ways', () => {
  it.each([
    ['es', 'no quiero que sigan teniendo mi perfil, que lo borren por favor'],
    ['es', 'como hago para que saquen mi perfil de su base?'],
    ['en', "I'd like my profile removed from your talent pool, how?"],
    ['de', 'Bitte entfernen Sie mein Profil aus Ihrem Talentpool, wie geht das?'],
  ] as const)('%s: "%s" says where to write', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.response).toContain(site.emails.clients);
    expect(reply.facts.map((fact) => fact.id)).not.toContain('bank:talentProfile');
  });
});

describe('"nomás" means "only"', () => {
  it('reads "nomás con empresas alemanas" as "only German companies"', () => {
    expect(knowledge.es.spelling('trabajan nomás con empresas alemanas')).toBe(
      'trabajan solo con empresas alemanas',
    );
    expect(
      ask('es', 'ustedes nomas trabajan con alemania o con otros paises tambien?').response,
    ).toMatch(/toda Europa/);
  });

  it('keeps the profile phrases that used "nomás" working', () => {
    expect(knowledge.es.spelling('tengo bachiller nomás')).toBe('tengo bachiller solo');
  });
});

describe('a company that names its city outside Germany asks whether we work with it', () => {
  it.each([
    ['en', "We're a software company in Vienna. Can you help us hire developers?", 'across Europe'],
    [
      'es',
      'Somos una empresa de logística en Madrid. ¿Igual nos pueden ayudar a contratar?',
      'toda Europa',
    ],
    [
      'de',
      'Wir sind ein Unternehmen in Wien. Können Sie uns trotzdem bei der Einstellung helfen?',
      'ganz Europa',
    ],
  ] as const)('%s: "%s" hears we work across Europe', (locale, text, europe) => {
    expect(ask(locale, text).response).toContain(europe);
  });

  it('answers a company in a German city with the hiring steps, not with other countries', () => {
    expect(
      ask('en', "We're a logistics company in Hamburg. Can you help us hire?").response,
    ).not.toContain('not only in Germany');
  });
});

describe('where the site states things', () => {
  it.each([
    ['de', 'Wo stehen Ihre Pflichtangaben nach § 5 DDG?', '/de/imprint'],
    ['en', 'Where can I find the provider information required by § 5 DDG?', '/imprint'],
  ] as const)('%s: "%s" gets the imprint', (locale, text, path) => {
    expect(ask(locale, text).response).toContain(path);
  });

  it.each([
    ['en', 'What calendar tool is behind your booking button?'],
    ['es', '¿qué herramienta está detrás del botón agenda una llamada?'],
    ['de', 'Welcher Terminbuchungsdienst steckt hinter dem Button?'],
  ] as const)('%s: "%s" names the scheduling provider', (locale, text) => {
    expect(ask(locale, text).response).toContain('Calendly');
  });

  it.each([
    ['en', 'Is there a page I can send an applicant to check their own routes?', '/germany-check'],
    [
      'es',
      '¿hay una página para que un candidato revise por su cuenta sus opciones?',
      '/es/germany-check',
    ],
    [
      'de',
      'Gibt es eine Seite, auf der Bewerber selbst prüfen können, welche Wege offen sind?',
      '/de/germany-check',
    ],
  ] as const)('%s: "%s" gets the Germany check page', (locale, text, path) => {
    expect(ask(locale, text).response).toContain(path);
  });

  it('"where are the <program> programs?" gets their pages, not the office address', () => {
    const reply = ask('es', '¿dónde están los programas de enfermería y ausbildung?');
    expect(reply.response).toContain('/es/migration');
    expect(reply.response).not.toContain('Musterstraße');
  });
});

describe('figures asked in other words', () => {
  it.each([
    ['de', 'Welcher Anteil der Stellen in Europa ist remote?'],
    ['en', 'What proportion of jobs in Europe can be done remotely?'],
    ['es', '¿qué porcentaje de los empleos en Europa es remoto?'],
  ] as const)('%s: "%s" gets the home page share of remote jobs', (locale, text) => {
    expect(ask(locale, text).response).toMatch(/29\s?%/);
  });

  it.each([
    ['es', 'y la llamada del paquete estándar cuánto dura más o menos?'],
    ['es', 'de cuantos minutos es la llamada del basico?'],
    ['en', 'how long roughly is the basic package call?'],
  ] as const)('%s: "%s" gets the call length of the packages', (locale, text) => {
    expect(ask(locale, text).response).toMatch(/45[ -]min/);
  });
});

describe('studying is a more specific reason to move than moving', () => {
  it.each([
    ['es', '¿cuánta plata necesito en la cuenta bloqueada para irme a estudiar a alemania?'],
    ['en', 'how much do I need in the blocked account if I go study in Germany?'],
  ] as const)('%s: "%s" gets the blocked account figures', (locale, text) => {
    expect(ask(locale, text).response).toMatch(/11[.,]904/);
  });

  it('reads "ir a estudiar a alemania" as study abroad, though it also names a move', () => {
    const asks = ask('es', 'quiero ir a estudiar a alemania, cómo empiezo?');
    expect(asks.response).toContain('/es/services/soulstudy');
  });
});

describe('"how much faster" asks for the results', () => {
  it.each([
    ['de', 'Um wie viel schneller besetzen Sie offene Stellen?', /3-mal/],
    ['es', '¿cuánto más rápido contratan con ustedes?', /3×/],
  ] as const)('%s: "%s" gets the time-to-hire figure', (locale, text, figure) => {
    expect(ask(locale, text).response).toMatch(figure);
  });

  it('is answered beside the hiring time in a two-part question', () => {
    const reply = ask(
      'de',
      'Wie lange dauert die Rekrutierung, und wie viel schneller geht es mit Ihnen?',
    );
    expect(reply.response).toMatch(/4–6 Wochen/);
    expect(reply.response).toMatch(/3-mal/);
  });
});

describe('"which programs …?" asks for the study programs', () => {
  it('lists them beside the steps asked in the same message', () => {
    const reply = ask(
      'de',
      'Welche Programme umfasst Ihre Beratung zur Migration, und wie viele Schritte hat sie?',
    );
    expect(reply.response).toMatch(/Pflegeprogramm/);
  });
});

describe('a message that first counts its questions', () => {
  it('"Zwei Punkte zu …" names the questions, not the Opportunity Card\'s points', () => {
    const reply = ask(
      'de',
      'Zwei kurze Punkte zur Personalvermittlung: Wie lange dauert sie und wie hoch ist die Bindungsquote?',
    );
    expect(reply.asks.map((item) => item.service)).not.toContain('chancenkarte');
    expect(reply.response).toMatch(/4–6 Wochen/);
    expect(reply.response).toMatch(/94/);
  });

  it("still reads points asked about as the Opportunity Card's", () => {
    expect(ask('de', 'Wie viele Punkte zur Chancenkarte brauche ich?').response).toMatch(
      /6 Punkte/,
    );
  });
});

describe("the company's seat asked in other words", () => {
  it.each([
    ['de', 'Wo ist der Hauptsitz Ihres Unternehmens?'],
    ['es', '¿Dónde tienen la sede?'],
    ['en', 'Where is your head office?'],
    [
      'de',
      'Ｗｏ\u3000ｂｅｆｉｎｄｅｔ\u3000ｓｉｃｈ\u3000Ｉｈｒ\u3000Ｕｎｔｅｒｎｅｈｍｅｎｓｓｉｔｚ？',
    ],
  ] as const)('%s: "%s" gets Berlin', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.asks).toContainEqual({ aspect: 'location' });
    expect(reply.response).toMatch(/Berl[ií]n/);
  });
});

describe("which outside company gets the visitor's details", () => {
  it.each([
    ['en', 'If I use your booking button, what third company receives my data?'],
    ['es', 'cuando agendo una llamada, qué empresa externa recibe mis datos?'],
    ['de', 'Welches externe Unternehmen bekommt meine Daten, wenn ich einen Termin buche?'],
  ] as const)('%s: "%s" names the booking provider', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.asks).toContainEqual({ aspect: 'providers' });
    expect(reply.response).toMatch(/Calendly/);
  });
});

describe('a company asking which languages its candidates are checked in', () => {
  it.each([
    ['en', "Are the candidates' languages checked when you assess them? Which ones?", /Spanish/],
    ['es', '¿Revisan el idioma de los candidatos? ¿Cuáles?', /español/],
    ['de', 'Prüfen Sie die Sprachkenntnisse der Kandidaten? Welche Sprachen?', /Spanisch/],
    ['en', 'In your candidate screening, do you test languages other than English?', /Spanish/],
    ['de', 'Testen Sie bei Kandidatinnen auch, welche Sprachen sie sprechen?', /Spanisch/],
    ['de', 'Schauen Sie auch, ob ein Kandidat Deutsch kann?', /Spanisch/],
    ['es', 'En la evaluación de candidatos, ¿revisan también los idiomas?', /español/],
  ] as const)('%s: "%s" gets the languages of the check', (locale, text, language) => {
    const reply = ask(locale, text);
    expect(reply.response).toMatch(language);
    expect(reply.facts.map((fact) => fact.id)).toContain('bank:talentHiringLanguages');
  });
});

describe('the rules of using the site are its terms', () => {
  it.each([
    ['en', 'Where can I find the rules of your website?', '/terms'],
    ['es', '¿dónde leo las normas de uso del sitio?', '/es/terms'],
    ['de', 'Wo stehen die Regeln für die Nutzung Ihrer Website?', '/de/terms'],
  ] as const)('%s: "%s" links the terms', (locale, text, path) => {
    expect(ask(locale, text).response).toContain(path);
  });

  it("the rules of the chat are the chat's part of the terms", () => {
    expect(ask('en', 'Where can I read the rules for using this chat?').response).toContain(
      '/terms#chat',
    );
  });
});

describe('the blocked account names studying, whatever else the message asks about', () => {
  it.each([
    [
      'en',
      'two things: what salary do I need for the experience route, and how much is the blocked account per year?',
      /45,630/,
      /11,904/,
    ],
    [
      'de',
      'Wie hoch ist das Mindestgehalt für die Blaue Karte, und wie viel muss pro Jahr auf das Sperrkonto?',
      /50\.700/,
      /11\.904/,
    ],
  ] as const)('%s: "%s" answers both parts', (locale, text, salary, funds) => {
    const reply = ask(locale, text);
    expect(reply.response).toMatch(salary);
    expect(reply.response).toMatch(funds);
  });

  it("a permit's own description answers how much experience it asks for", () => {
    const reply = ask(
      'es',
      '¿cuánta experiencia necesito para la visa por experiencia profesional?',
    );
    expect(reply.response).toMatch(/dos años de experiencia/);
    expect(reply.response).not.toContain(knowledge.es.engine.notStated.slice(0, 20));
  });
});

describe('what the migration programs do not include', () => {
  it.each([
    ['en', 'What is not included in the nursing program?', /apostilles/],
    ['de', 'Was ist im Masterprogramm nicht enthalten?', /Apostillen/],
    ['es', '¿Qué no incluye el programa de Ausbildung?', /apostillas/],
  ] as const)('%s: "%s" gets the migration page\'s list', (locale, text, item) => {
    expect(ask(locale, text).response).toMatch(item);
  });
});

describe('what the professional pays, asked by a company', () => {
  it.each([
    ['en', 'Do your candidates pay you anything if we hire them?'],
    ['es', '¿les cobran algo a los candidatos que nos presentan?'],
    ['de', 'Zahlen die Kandidaten etwas an Sie, wenn wir sie einstellen?'],
  ] as const)('%s: "%s" gets what professionals pay', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.asks).toEqual([
      { aspect: 'free', service: 'talentHiring', audience: 'professional' },
    ]);
    expect(reply.facts.map((fact) => fact.id)).toEqual(['bank:talentCost']);
  });

  it("leaves the company's own price to the company's answer", () => {
    const reply = ask('en', 'How much do we pay you for one of your candidates?');
    expect(reply.facts.map((fact) => fact.id)).not.toContain('bank:talentCost');
  });
});

describe('what the professional gains from a company service', () => {
  const staffAug = [
    { role: 'visitor' as const, text: 'How does staff augmentation work?' },
    { role: 'assistant' as const, text: 'We employ the professional for you in Latin America.' },
  ];
  it.each([
    ['en', "And what's in it for the developer?", /formal contract/],
    ['es', '¿Y qué gana el profesional con eso?', /contrato laboral formal/],
    ['de', 'Und was hat der Entwickler eigentlich davon?', /Arbeitsvertrag/],
  ] as const)(
    '%s: "%s" after staff augmentation gets the professionals\' side',
    (locale, text, line) => {
      const reply = engine({ text, locale, visitorType: exploring, history: staffAug });
      expect(reply.facts.map((fact) => fact.id)).toEqual(['bank:staffAugmentationForTalent']);
      expect(reply.response).toMatch(line);
    },
  );
});

describe('what is in the cheapest package, and a developer asking why they would pay', () => {
  it('"was ist … drin" asks what is included', () => {
    const history = [
      { role: 'visitor' as const, text: 'Wie viel kosten Ihre Umzugspakete?' },
      { role: 'assistant' as const, text: 'Basis 97 $, Standard 397 $, Premium 497 $.' },
    ];
    const reply = engine({
      text: 'Und was steckt im Standardpaket drin?',
      locale: 'de',
      visitorType: exploring,
      history,
    });
    expect(reply.asks).toContainEqual({ aspect: 'included', service: 'relocation' });
    expect(reply.response).toMatch(/Relocation-Bericht/);
  });

  it('"soy dev" speaks for a professional, who pays nothing for matching', () => {
    const reply = ask(
      'es',
      'soy dev en cochabamba, cuanto me cobran por conectarme con una empresa?',
    );
    expect(reply.facts.map((fact) => fact.id)).toContain('bank:talentCost');
  });
});

describe('a long follow-up that points back to the conversation', () => {
  it('"for it" carries the service of the previous message, however long the question', () => {
    const history = [
      { role: 'visitor' as const, text: 'Can you explain the Opportunity Card to me?' },
      {
        role: 'assistant' as const,
        text: 'It lets you look for work in Germany for up to a year.',
      },
    ];
    const reply = engine({
      text: 'Alright, and what proof of money do I have to bring for it, and which German or English level is enough?',
      locale: 'en',
      visitorType: exploring,
      history,
    });
    expect(reply.asks.every((item) => item.service === 'chancenkarte')).toBe(true);
    expect(reply.response).toMatch(/1,091/);
  });
});

describe('a part whose service states nothing about it, beside a service that does', () => {
  it('asks the service the message names that answers it', () => {
    const reply = ask(
      'de',
      'Zur Chancenkarte: Wie viele Punkte brauche ich ohne volle Anerkennung, und wie viel Geld muss ich pro Monat nachweisen?',
    );
    expect(reply.response).toMatch(/6 Punkte/);
    expect(reply.response).toMatch(/1\.091/);
  });

  it("never takes another service's price for the one asked about", () => {
    const reply = ask('en', "How much does the Master's Premium cost, compared with relocation?");
    expect(reply.response).not.toContain('$');
  });
});

describe("a variant's word names the variant of the service talked about", () => {
  const after = (locale: Locale, said: string, text: string) =>
    engine({
      text,
      locale,
      visitorType: exploring,
      history: [
        { role: 'visitor', text: said },
        { role: 'assistant', text: '…' },
      ],
    });

  it('"the premium one" after a master\'s is the Master\'s Premium', () => {
    const reply = after(
      'de',
      'Ich möchte einen Master in Deutschland machen.',
      'Und was bietet die Premium-Version mehr?',
    );
    expect(reply.asks.map((item) => item.service)).toEqual(['masters']);
    expect(reply.response).not.toContain('$');
  });

  it('"el paquete premium" after the Marketing Lab is the lab\'s', () => {
    const reply = after(
      'es',
      '¿Qué hace el Marketing Lab?',
      '¿y el paquete premium cuánto cuesta?',
    );
    expect(reply.asks).toContainEqual({ aspect: 'price', service: 'marketingLab' });
    expect(reply.response).not.toContain('$');
  });

  it('a message that names the relocation packages still asks about them', () => {
    const reply = after(
      'en',
      "Tell me about the Master's Program.",
      'And how much is the premium relocation package?',
    );
    expect(reply.response).toContain('$497');
  });
});

describe('"do you decide or do we?" asks a company who makes the hiring decision', () => {
  it.each([
    ['en', 'And in the end, do you decide who gets hired or do we?', /You decide who joins/],
    ['es', 'al final deciden ustedes a quién contratamos o nosotros?', /Tú decides/],
    ['de', 'Entscheiden am Ende Sie über die Besetzung der Stelle oder wir?', /Sie entscheiden/],
  ] as const)('%s: "%s" gets the company\'s own decision', (locale, text, line) => {
    expect(ask(locale, text).response).toMatch(line);
  });
});

describe("the visa asked about after a free service is relocation's", () => {
  it('points a professional to the paid Talent Relocation, not to the matching', () => {
    const reply = engine({
      text: 'ok and do you get me the work visa too?',
      locale: 'en',
      visitorType: exploring,
      history: [
        { role: 'visitor', text: 'is the matching really free?' },
        { role: 'assistant', text: 'Yes, matching costs you nothing.' },
      ],
    });
    expect(reply.asks).toEqual([{ aspect: 'permit', service: 'relocation' }]);
    expect(reply.facts.map((fact) => fact.id)).not.toContain('bank:talentCost');
  });
});

describe('what the company pays, asked by a professional', () => {
  it.each([
    ['en', 'I am a developer. What does the company pay you when they hire me through you?'],
    ['es', 'soy desarrolladora, ¿cuánto les paga la empresa por contratarme?'],
    ['de', 'Ich bin Entwickler. Wie viel zahlt das Unternehmen Ihnen für meine Vermittlung?'],
  ] as const)('%s: "%s" gets the companies\' price line, not "free for you"', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.asks.map((item) => [item.aspect, item.audience])).toEqual([['price', 'company']]);
    expect(reply.facts.map((fact) => fact.id)).not.toContain('bank:talentCost');
    expect(reply.response).toContain(knowledge[locale].nextStepUrls.booking);
  });
});

describe('"their English or German" asks which languages are checked', () => {
  it('answers the languages beside the hiring decision', () => {
    const reply = ask(
      'en',
      'Do you look at their German or English when you assess candidates, and do we get the final say?',
    );
    expect(reply.asks).toContainEqual({ aspect: 'language', service: 'talentHiring' });
    expect(reply.response).toMatch(/Spanish/);
    expect(reply.response).toMatch(/You decide/);
  });

  it('leaves "comparable to a German one" to recognition', () => {
    const reply = ask('en', 'Where can I check whether my degree is comparable to a German one?');
    expect(reply.asks.map((item) => item.aspect)).not.toContain('language');
  });
});

describe('the hiring process asked about in any grammatical case', () => {
  it.each([
    ['de', 'Welches ist der dritte Schritt Ihres Einstellungsprozesses?', 'Kandidatensuche'],
    ['de', 'Wie heißen die Stationen des Einstellungsprozesses bei Ihnen?', 'Bedarfsanalyse'],
    ['en', 'Which step comes second in your hiring process?', 'sourcing'],
    ['es', '¿Qué pasos tiene su proceso de contratación?', 'búsqueda'],
  ] as const)('%s: "%s" gets the company hiring steps', (locale, text, step) => {
    expect(ask(locale, text).response).toContain(step);
  });
});

describe('being matched with a company is the matching, whatever else the message asks', () => {
  it.each([
    [
      'en',
      'Do I pay anything to get matched with a company, and what do the relocation packages cost?',
      'Nothing for matching',
    ],
    [
      'es',
      '¿Pago algo para que me conecten con una empresa? ¿Y los paquetes de reubicación?',
      'Nada por la selección',
    ],
    [
      'de',
      'Kostet es mich etwas, an ein Unternehmen vermittelt zu werden, und was kosten die Relocation-Pakete?',
      'Für das Matching nichts',
    ],
  ] as const)('%s: "%s" says matching is free', (locale, text, free) => {
    expect(ask(locale, text).response).toContain(free);
  });
});

describe('a CV looked over, in any words', () => {
  it.each([
    ['es', '¿me pueden revisar bien la hoja de vida antes de postular?', 'comentarios sobre tu CV'],
    ['en', 'Can you check my CV before I apply?', 'feedback on your CV'],
    ['de', 'Können Sie meinen Lebenslauf vorher prüfen?', 'Feedback zu Ihrem Lebenslauf'],
  ] as const)('%s: "%s" gets the CV feedback', (locale, text, feedback) => {
    expect(ask(locale, text).response).toContain(feedback);
  });
});

describe('student life and what it costs', () => {
  it.each([
    [
      'es',
      '¿me cuentan cómo es la vida de estudiante allá y cuánto voy a gastar?',
      'Vida de estudiante',
    ],
    ['en', "What's daily life like for a student in Germany?", 'Life as a student'],
    [
      'de',
      'Wie ist das Studentenleben dort, und wie viel werde ich ausgeben?',
      'Alltag im Studium',
    ],
  ] as const)('%s: "%s" gets the study service\'s student-life item', (locale, text, item) => {
    expect(ask(locale, text).response).toContain(item);
  });
});

describe('how common remote work is in Europe', () => {
  it.each([
    ['en', 'How widespread is remote work in Europe, by your figures?', '29%'],
    ['es', '¿qué tan frecuente es el trabajo remoto en Europa?', '29%'],
    ['de', 'Wie häufig ist Remote-Arbeit in Europa?', '29\u00a0%'],
  ] as const)('%s: "%s" gets the home page figure', (locale, text, figure) => {
    expect(ask(locale, text).response).toContain(figure);
  });
});

describe('the startup growth agency by other names, and how long it has worked', () => {
  it.each([
    ['de', 'Seit wann ist Ihr Team als Startup-Agentur tätig?', '17 Jahre'],
    ['de', 'Wo ist Ihre Agentur für Startups aktiv?', 'Lateinamerika'],
    ['en', 'How long have you been working as a startup agency?', '17+ years'],
    ['es', '¿Cuánto tiempo llevan como agencia para startups?', '17 años'],
  ] as const)('%s: "%s" gets the agency\'s own answer', (locale, text, fact) => {
    expect(ask(locale, text).response).toContain(fact);
  });
});

describe('how a company pays for staff augmentation', () => {
  it.each([
    ['de', 'Rechnen Sie Staff Augmentation pro Stunde ab?', 'monatlichen Gebühr'],
    ['en', 'Is staff augmentation billed by the hour or per person?', 'one monthly fee'],
    ['es', '¿Staff augmentation se factura por hora?', 'tarifa mensual'],
  ] as const)('%s: "%s" gets the monthly fee and the one invoice', (locale, text, fee) => {
    expect(ask(locale, text).response).toContain(fee);
  });
});

describe('who leads the interviews is who selects, not who leads the company', () => {
  it.each([
    ['de', 'Wer führt die Gespräche mit den Bewerbern?'],
    ['en', 'Who conducts the interviews with the candidates?'],
    ['es', '¿Quién realiza las entrevistas a los candidatos?'],
  ] as const)('%s: "%s" asks about the selection', (locale, text) => {
    const reply = ask(locale, text);
    expect(reply.asks.map((asked) => asked.aspect)).toContain('selection');
    expect(reply.asks.map((asked) => asked.aspect)).not.toContain('team');
  });
});

describe('the first days after arriving, and tracking by ad networks', () => {
  it.each([
    [
      'en',
      'With Talent Relocation, what help do I get in my first days in Germany?',
      'registering your address',
    ],
    [
      'es',
      'con la reubicación, ¿me ayudan en mis primeros días en Alemania?',
      'registrar tu domicilio',
    ],
    [
      'de',
      'Helfen Sie mir mit Relocation in den ersten Tagen in Deutschland?',
      'Anmeldung Ihres Wohnsitzes',
    ],
    ['en', 'Do ad networks follow me around your website?', 'analytics'],
    ['es', '¿usan redes publicitarias en su sitio?', 'publicidad'],
    ['de', 'Nutzen Sie Werbenetzwerke auf Ihrer Website?', 'Werbe'],
  ] as const)('%s: "%s"', (locale, text, fact) => {
    expect(ask(locale, text).response).toContain(fact);
  });
});

describe('whether sending a form or booking a call makes a contract', () => {
  it.each([
    ['de', 'Entsteht durch das Buchen eines Gesprächs ein Vertrag?', 'keinen Vertrag'],
    ['en', 'Does booking a call create a contract with you?', 'does not create a contract'],
    ['es', 'Si envío el formulario, ¿ya hay un contrato?', 'no crea un contrato'],
  ] as const)('%s: "%s" gets the terms: it does not', (locale, text, answer) => {
    expect(ask(locale, text).response).toContain(answer);
  });
});

describe('who is responsible for the content is the imprint', () => {
  it.each([
    ['en', 'On which page do you say who is responsible for the content?', '/imprint'],
    [
      'en',
      'Which page names who is legally responsible for the content of your website?',
      '/imprint',
    ],
    ['es', '¿En qué página dicen quién es el responsable del contenido?', '/es/imprint'],
    ['de', 'Auf welcher Seite steht, wer inhaltlich verantwortlich ist?', '/de/imprint'],
  ] as const)('%s: "%s" links the imprint', (locale, text, path) => {
    expect(ask(locale, text).response).toContain(path);
  });
});

describe('who the startup growth agency works with', () => {
  it.each([
    ['en', 'Who does your startup growth agency work with?', 'Companies crossing borders'],
    [
      'es',
      'Somos una startup de La Paz, ¿su agencia de crecimiento trabaja con empresas así?',
      'empresas latinoamericanas',
    ],
    [
      'de',
      'Für welche Unternehmen ist Ihre Wachstumsagentur gedacht?',
      'lateinamerikanische Unternehmen',
    ],
  ] as const)('%s: "%s" gets its audience', (locale, text, audience) => {
    expect(ask(locale, text).response).toContain(audience);
  });
});

describe('the register court is named as a word of the imprint', () => {
  it.each([
    ['de', 'Wo finde ich auf Ihrer Website das Registergericht?'],
    ['en', 'Where on your website do I find the register court?'],
    ['es', '¿En qué parte de su web veo el tribunal de registro?'],
  ] as const)('%s: "%s" gets the imprint', (locale, text) => {
    expect(ask(locale, text).response).toContain(knowledge[locale].values.imprintUrl);
  });
});

describe('the keyboard focus is the focus ring the accessibility statement describes', () => {
  it.each([
    ['de', 'Wie sieht der Tastaturfokus auf Ihren Seiten aus?'],
    ['de', 'Wie sieht der Tastaturfokus auf der Website aus?'],
    ['en', 'How does the keyboard focus look on your site?'],
    ['es', '¿Cómo se ve el foco del teclado en su web?'],
  ] as const)('%s: "%s" gets the navy and white ring', (locale, text) => {
    expect(ask(locale, text).response).toContain('3:1');
  });
});

describe('the right to object is one of the data rights, with its own article', () => {
  it.each([
    ['de', 'Habe ich ein Widerspruchsrecht?'],
    ['de', 'Welcher Artikel regelt mein Recht auf Widerspruch?'],
    ['en', 'Which GDPR article gives me the right to object?'],
    ['es', '¿tengo derecho de oposición al tratamiento de mis datos?'],
  ] as const)('%s: "%s" names Art. 21', (locale, text) => {
    // The page's copy keeps "Art." and its number together with a no-break space.
    expect(ask(locale, text).response).toMatch(/art\.\s21/i);
  });
});

describe("the home page's figures include the EU startups' data priority", () => {
  it.each([
    ['de', 'Wie viel Prozent der EU-Startups setzen nach Ihren Zahlen auf Datenoptimierung?'],
    ['de', 'Welche Zahlen zum Arbeitsmarkt nennen Sie auf der Startseite?'],
    ['en', 'What numbers on the European job market do you have?'],
    ['es', '¿Qué cifras del mercado laboral europeo tienen?'],
  ] as const)('%s: "%s" gets the 55 %%', (locale, text) => {
    expect(ask(locale, text).response).toMatch(/55\s?%/);
  });
});

describe('what "comes with the service" is what the service includes and leaves out', () => {
  it.each([
    ['es', 'con staff augmentation la capacitacion entra en el paquete?'],
    ['en', 'With staff augmentation, do the relocation costs come with the service?'],
    ['de', 'Gehören bei Staff Augmentation die Umzugskosten zum Service?'],
  ] as const)('%s: "%s" gets what is not included', (locale, text) => {
    expect(ask(locale, text).facts.map((fact) => fact.id)).toContain('bank:staffAugmentationScope');
  });
});
