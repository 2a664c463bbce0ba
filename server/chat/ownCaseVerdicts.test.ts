// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';

// The messages of a visitor walk-through (36e), each with the answer the law gives
// (germany-law-cases.md: § 18g, §§ 18a/18b, § 19c (2), § 16d, § 17 (2), § 20b AufenthG).
const engine = createEngine(
  loadKnowledge(fileURLToPath(new URL('../../locales', import.meta.url)), readSiteConfig({})),
);
// Amounts are written with the locale's no-break spaces ("45.934,20 €"); route names may hold
// soft hyphens ("Anerkennungs­partnerschaft").
const ask = (locale: 'en' | 'es' | 'de', text: string) =>
  engine({ text, locale, visitorType: { type: 'exploring', confidence: 0.5 } })
    .response.replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u00ad/g, '');

describe('the Blue Card for the occupations of § 18g', () => {
  it('reads a Spanish "dev backend" without a degree as an IT specialist (§ 18g (2))', () => {
    const reply = ask(
      'es',
      'hola, soy dev backend sin título universitario, 5 años de experiencia en los últimos 7, me ofrecen 48k anuales en Berlín. Me dan la tarjeta azul?',
    );
    expect(reply).toContain('Cumplido: Como especialista en TI');
    expect(reply).toContain('Cumplido: Un salario bruto de al menos €45.934,20 al año');
    expect(reply).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    expect(reply).not.toContain('Falta');
  });

  it('asks an IT specialist without a degree for a job as one, not one that fits a qualification', () => {
    const reply = ask(
      'en',
      "I'm a software developer without any degree, I've worked 3 of the last 7 years as a dev. A Berlin company offers 48000 EUR/year. Can I get an EU Blue Card?",
    );
    expect(reply).toContain('Met: A job offer in Germany as an IT specialist');
    expect(reply).not.toContain('fits your qualification');
  });

  it('gives a mechanical engineer the shortage threshold of 45,934.20 and cites it when short', () => {
    const enough = ask(
      'de',
      'Ich bin Maschinenbauingenieur, mein Abschluss ist anerkannt, und ich habe ein Angebot über 46.000 € im Jahr. Bekomme ich die Blaue Karte?',
    );
    expect(enough).toContain('Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
    expect(enough).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    const short = ask(
      'de',
      'Ich bin Maschinenbauingenieur, Abschluss anerkannt, und habe ein Angebot über 45.934 € im Jahr. Reicht das für die Blaue Karte als Engpassberuf?',
    );
    expect(short).toContain('Fehlt: Ein Bruttogehalt von mindestens 45.934,20 €');
    expect(short).not.toContain('50.700');
  });

  it('does not give an electrician the lower threshold of the § 18g shortage list', () => {
    const reply = ask(
      'en',
      "I'm 47, an electrician with a vocational qualification fully recognized in Germany, offer of €50,000 a year. I have no private pension savings. Can I get the skilled worker visa?",
    );
    expect(reply).not.toContain('your occupation is one in short supply');
    expect(reply).toContain('Missing: A gross salary of at least €50,700 a year');
    // § 19c (2) has no age rule: it is weighed beside §§ 18a/18b's salary floor from 45.
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG):');
  });
});

describe('a recognition stated in any wording', () => {
  it('reads "anerkannter Master" and "Hochschulabschluss anerkannt" as recognised', () => {
    for (const text of [
      'Ich habe einen anerkannten Master in Volkswirtschaft und ein Angebot über 50.700 € brutto im Jahr als Analyst (kein Engpassberuf, Abschluss 2015). Bekomme ich die Blaue Karte?',
      'Ich bin 52, Hochschulabschluss anerkannt, Angebot über 55.000 € als Projektleiter (kein Engpassberuf), keine Altersvorsorge. Bekomme ich die Blaue Karte trotz meines Alters?',
    ]) {
      const reply = ask('de', text);
      expect(reply).toContain('Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen');
      expect(reply).not.toContain('Nachzuweisen: Ein in Deutschland anerkannter oder mit');
    }
  });
});

describe('the other routes, when the visitor asks for them', () => {
  it('gives a fully recognised nurse with B2 and an offer § 18a when she asks "¿alcanza?"', () => {
    const reply = ask(
      'es',
      'hola soy enfermero, tengo 30 años, mi título ya está totalmente reconocido en Alemania (tengo la Berufserlaubnis) y alemán B2. un hospital me ofrece 36.000 € al año. con eso alcanza o es muy poco sueldo?',
    );
    expect(reply).toContain('Enfermería (§ 18a AufenthG):');
    expect(reply).toMatch(/Vías abiertas para ti con lo que escribiste .*: Enfermería \(§ 18a/);
  });

  it('gives a recognised degree under the Blue Card threshold § 18b, and § 19c (2) with experience', () => {
    const english = ask(
      'en',
      'I graduated in 2018 in communications, degree is recognized, and I have a job offer for 48,000 euros as a PR manager (not a shortage occupation). Can I get the Blue Card? If not, what else?',
    );
    expect(english).toContain('Missing: A gross salary of at least €50,700');
    expect(english).toMatch(
      /Routes open to you .*: Skilled worker with a recognized qualification/,
    );
    const german = ask(
      'de',
      'Ich habe vor 6 Jahren Marketing studiert (Abschluss anerkannt), 4 Jahre Erfahrung, und ein Angebot über 50.000 € im Jahr. Kein Engpassberuf. Geht die Blaue Karte, und wenn nicht, was dann?',
    );
    expect(german).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
    expect(german).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(german).toMatch(/offene Wege .*Fachkraft .*; Beschäftigung mit Berufserfahrung/);
  });

  it('answers "is that enough?" for a job with every open route, not the Blue Card alone', () => {
    const reply = ask(
      'en',
      'I have a recognized degree in marketing and an offer of 48,000 euros. Is that enough?',
    );
    expect(reply).toContain('Missing: A gross salary of at least €50,700');
    expect(reply).toMatch(/Routes open to you .*: Skilled worker with a recognized qualification/);
  });

  it('says none of the other routes fits a self-taught programmer with two years', () => {
    const reply = ask(
      'en',
      'self-taught programmer, no degree and no vocational training, only 2 years of experience. I have an offer of 60.000 € in Munich. Blue card possible? or any other work visa?',
    );
    expect(reply).toContain('Missing: As an IT specialist: three years of IT experience');
    expect(reply).toContain('I also weighed the other routes to work in Germany');
    expect(reply).not.toContain('fits your qualification');
  });

  it('gives a nurse with B1 and an employer who supports the recognition § 18a and § 16d (3)', () => {
    const reply = ask(
      'de',
      'Ich bin Pflegefachkraft aus Bolivien, Deutsch B1, Anerkennung noch nicht beantragt, und ein Krankenhaus möchte mich einstellen und unterstützt die Anerkennung. Welcher Weg passt?',
    );
    expect(reply).toContain('Pflege (§ 18a AufenthG):');
    expect(reply).toContain('Fehlt: Deutsch B2');
    expect(reply).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    expect(reply).not.toContain('sagt unsere Website nichts');
  });
});

describe('the Opportunity Card and study, as asked', () => {
  it('counts a legal stay however it is worded', () => {
    const reply = ask(
      'en',
      "I'm 40. 2 year vocational electrician diploma, the German authority gave me partial recognition. German A1, no work experience, I was an au pair in Germany legally for 12 months in 2023. Do I qualify for the Opportunity Card?",
    );
    expect(reply).toContain('A legal stay in Germany of six months or more');
    expect(reply).toContain('That makes 6 points');
  });

  it('gives the points, and § 16d (1), to an electrician with a partial notice who also says Ausbildung', () => {
    const reply = ask(
      'de',
      'Ich bin 41, Ausbildung als Elektriker mit Teilanerkennung (Defizitbescheid), Deutsch A2, keine Berufserfahrung, nie in Deutschland gewesen. Reicht das für die Chancenkarte?',
    );
    expect(reply).toContain('Teilweise Anerkennung Ihrer Qualifikation in Deutschland: 4 Punkte');
    expect(reply).toContain('Das sind 6 Punkte');
    expect(reply).toContain('(§ 16d Abs. 1 AufenthG):');
    expect(reply).not.toContain('§ 16a');
  });

  it('gives the points to a visitor who names the card and an Ausbildung she has', () => {
    const reply = ask(
      'de',
      'Ich bin 30, habe eine Ausbildung als Elektriker, Deutsch B1, 3 Jahre Erfahrung. Reicht das für die Chancenkarte?',
    );
    expect(reply).toContain('Das sind 7 Punkte');
    expect(reply).not.toContain('§ 16a');
  });

  it('gives a business engineer ("ingeniero comercial") no shortage point', () => {
    const reply = ask(
      'es',
      'tengo 45 años, ingeniero comercial, alemán B2 e inglés C1, 5 años de experiencia en los últimos 7. me dijeron que despues de los 45 ya no se puede sacar la chancenkarte, es cierto?',
    );
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).not.toContain('Una formación en una profesión que falta en Alemania: 1 punto');
  });

  it('reads "postular" to a master’s as applying for a place (§ 17 (2)), not for a job', () => {
    const reply = ask(
      'es',
      'tengo licenciatura en biologia y quiero hacer una maestria en alemania pero aun no me admiten. puedo ir a postular alla? y cuanto tengo q poner en la cuenta bloqueada?',
    );
    expect(reply).toContain('(§ 17, apartado 2, AufenthG):');
    expect(reply).toMatch(/€992 al mes, €11\.904 al año/);
    expect(reply).not.toContain('talent-profile');
  });
});

describe('how to read "to show"', () => {
  it('says nothing of "to show" when nothing is marked so', () => {
    const blueCard = ask(
      'en',
      'civil engineer here, my degree is recognized, I got an offer for €46,000 per year from a construction company. Blue card yes or no?',
    );
    expect(blueCard).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(blueCard).not.toContain('“to show”');
    const experience = ask(
      'es',
      'tengo un técnico superior en mecánica automotriz (3 años, reconocido en Bolivia, no en Alemania), 4 años de experiencia y me ofrecen 46 mil euros al año en un taller. la empresa no tiene convenio colectivo. puedo ir con el 19c?',
    );
    expect(experience).toContain('Con lo que escribiste, esta vía es posible.');
    expect(experience).not.toContain('«por demostrar»');
  });

  it('says how to read it when a condition is marked so', () => {
    // The Opportunity Card is possible; its proof of funds is to show.
    const reply = ask(
      'en',
      'Im 39, I have a 2-year vocational diploma as electrician and got a partial recognition notice from the German authority (need adaptation course). German only A1, no real work experience. I lived legally in Germany for a year as an au pair in 2023. Can I get the opportunity card?',
    );
    expect(reply).toContain(
      'With what you wrote, this route is possible. What is marked “to show” you prove with your documents.',
    );
  });
});
