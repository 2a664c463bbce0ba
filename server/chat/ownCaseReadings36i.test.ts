// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// Walk-through 36i's lesser findings and the dev question independent28-es-de-ti-umbral, each
// with the exact message plus one new wording (germany-law-cases.md: § 18g, § 20a, § 20b).

describe('walk-through 36i: facts stated are read', () => {
  it('names the lower Blue Card threshold for an IT specialist (independent28-es-de-ti-umbral)', () => {
    const reply = ask(
      'es',
      'soy especialista en TI y una empresa en alemania me ofrece 46 mil al año. cual es el umbral de la tarjeta azul q me toca en 2026?',
    );
    expect(reply).toContain('al menos €45.934,20 al año, el umbral más bajo');
    const other = ask(
      'es',
      'Soy profesional de TI, me ofrecen 47.000 € al año en Berlín. ¿Qué umbral de la Tarjeta Azul aplica?',
    );
    expect(other).toContain('€45.934,20');
  });

  it('reads a ZAB statement of comparability as a comparable degree (E05, S03, D04)', () => {
    const met =
      '- Met: A university degree recognized in Germany or comparable to a German one (a comparison in anabin or a statement from the ZAB)';
    expect(
      ask(
        'en',
        "I'm 47 and an accountant with a university degree (ZAB says comparable). I have an offer in Hamburg for 52,000 EUR per year. Is that enough? What about the Blue Card?",
      ),
    ).toContain(met);
    expect(
      ask(
        'de',
        'Maschinenbauingenieur, Abschluss laut ZAB vergleichbar, 45 Jahre alt, Angebot 55.770 € brutto. Blaue Karte oder § 18b? Reicht das Gehalt?',
      ),
    ).toContain(
      '- Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer',
    );
    expect(
      ask(
        'es',
        'Tengo 30, soy economista con licenciatura, la ZAB me dio una declaración: es comparable. Oferta de 51.000 € al año. ¿Puedo pedir la Tarjeta Azul?',
      ),
    ).toContain(
      '- Cumplido: Un título universitario reconocido en Alemania o comparable a uno alemán',
    );
  });

  it('reads "nada de alemán" as no German, so it is not asked (S15)', () => {
    const reply = ask(
      'es',
      'Tengo 37, título en administración de empresas (no reconocido), inglés C1, nada de alemán, 2 años de experiencia en los últimos 5. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Suman 4 puntos');
    expect(reply).not.toContain('¿Qué nivel de alemán tienes');
    const english = ask(
      'en',
      "I'm 36, bachelor's in marketing, English C1, zero German, 3 years of experience. How many points do I have for the Opportunity Card?",
    );
    expect(english).not.toContain('What is your German level');
  });

  it('says a fully recognised qualification needs no points (D09, S05)', () => {
    const german = ask(
      'de',
      'Ich bin 32, Bauingenieur, Abschluss in Deutschland anerkannt, Deutsch B2, kein Jobangebot. Chancenkarte: wie viele Punkte brauche ich und habe ich die?',
    );
    expect(german).toContain('daher brauchen Sie keine Punkte');
    expect(german).not.toContain('Das sind 6 Punkte');
    const spanish = ask(
      'es',
      'Tengo 25, terminé la carrera de arquitectura hace 2 años (la ZAB dice que es comparable) y tengo una oferta de 46.500 € en Stuttgart. ¿Puedo pedir la Blue Card? ¿Y cuántos puntos tendría?',
    );
    expect(spanish).toContain('así que no necesitas puntos');
    const english = ask(
      'en',
      "My degree is fully recognised in Germany, I'm 30, German B1. How many points do I have for the Opportunity Card?",
    );
    expect(english).toContain('so you need no points');
    // "Is that enough?" asks about the routes weighed, not the points.
    const enough = ask(
      'en',
      "I'm 47 and an accountant with a university degree (ZAB says comparable). I have an offer in Hamburg for 52,000 EUR per year. Is that enough? What about the Blue Card?",
    );
    expect(enough).not.toContain('so you need no points');
  });

  it('weighs the Blue Card for an offer without a salary and asks for it (E12)', () => {
    const reply = ask(
      'en',
      "I'm a data analyst with a master's, anabin says H+ and 'entspricht'. I'm 27 and got an offer from a company in Berlin. Is it enough for the Blue Card?",
    );
    expect(reply).toContain('EU Blue Card (§ 18g AufenthG):');
    expect(reply).toContain('- To show: A gross salary of at least');
    expect(reply).toContain('What gross salary a year does the offer pay?');
    const german = ask(
      'de',
      'Ich habe einen Master in Maschinenbau, laut anabin H+, bin 31 und habe ein Jobangebot in Hamburg. Bekomme ich die Blaue Karte?',
    );
    expect(german).toContain('Welches Bruttojahresgehalt bietet Ihnen der Arbeitgeber?');
  });

  it('reads a training or degree already named, and asks no more for it (E13, S10, D15)', () => {
    const question = 'Is your qualification a university degree or vocational training?';
    const english = ask(
      'en',
      "I'm 38, trained logistics clerk (2-year vocational program, SENATI certificate, Peru), not recognised in Germany. I've worked in logistics since 2020. Offer: 45.630 € gross per year, the employer has no collective agreement. German A2. What can I do?",
    );
    expect(english).not.toContain(question);
    expect(english).toContain(
      '- Met: A university degree or vocational training of at least two years',
    );
    const spanish = ask(
      'es',
      'Soy panadero (formación de 3 años) y mi título está reconocido por completo en Alemania por la Handwerkskammer. Tengo oferta de 45.629 € al año, no sé si la empresa tiene convenio colectivo. 5 años de experiencia. ¿Qué visa me corresponde?',
    );
    expect(spanish).toMatch(
      /\(§§ 18a y 18b AufenthG\):\n- Cumplido: Un título universitario reconocido/,
    );
    const german = ask(
      'de',
      'Ich bin 30, Lehrerin mit Uni-Abschluss (nicht anerkannt), Deutsch B1, Englisch B2, 3 Jahre Erfahrung. Wie viele Punkte habe ich für die Chancenkarte?',
    );
    expect(german).not.toContain('Ist Ihre Qualifikation ein Hochschulabschluss');
  });
});
