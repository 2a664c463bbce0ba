// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// Walk-through 36i: questions not answered, routes left out, nurses given a description instead
// of their case; each with the exact message plus one new wording (germany-law-cases.md).

describe('walk-through 36i: the question asked is answered', () => {
  it('reads "an offer … for 48k" as the salary and gives the Blue Card verdict (E06)', () => {
    const reply = ask(
      'en',
      "self-taught developer here, no degree, just high school. I've worked as a frontend dev since 2020 (so about 6 years now). Got an offer in Munich for 48k. Can I get a Blue Card? I'm 28.",
    );
    // § 18g (2): IT specialist without a degree, 3 of the last 7 years, 48,000 ≥ 45,934.20.
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    const spanish = ask(
      'es',
      'Soy programador sin título, trabajo desde 2019. Me hicieron una oferta en Berlín por 50 mil. Tengo 30. ¿Me dan la Blue Card?',
    );
    expect(spanish).toContain('€50.000');
  });

  it('gives a nurse who tells her case the check, not the programme text (E02, S13, D03)', () => {
    const spanish = ask(
      'es',
      'Trabajo en enfermería hace 3 años y tengo alemán B2. ¿Puedo trabajar de enfermera en Alemania?',
    );
    expect(spanish).toContain('Enfermería (§ 18a AufenthG):');
    expect(spanish).toContain('- Por demostrar: El reconocimiento de tu formación en enfermería');
    const german = ask(
      'de',
      'Ich habe eine Jobzusage als Pflegefachkraft in München. Was brauche ich?',
    );
    expect(german).toContain('Pflege (§ 18a AufenthG):');
    expect(german).toContain('Welches Deutschniveau haben Sie');
    const english = ask(
      'en',
      "I'm a nurse from Peru, 5 years working in a hospital in Lima, my German is B1. What are my options to work in Germany?",
    );
    expect(english).toContain('Nursing (§ 18a AufenthG):');
    const other = ask(
      'en',
      'I have worked as a nurse for 4 years and my German is B2. Can I work as a nurse in Germany?',
    );
    expect(other).toContain('Nursing (§ 18a AufenthG):');
    // A nursing Ausbildung wished for is the training's case (§ 16a), not a nurse's.
    const training = ask(
      'en',
      "I'm 22, only have my school leaving certificate, German A1. I'd like to do an Ausbildung as a nurse but I don't have a training contract yet. Is that possible? What else could I do?",
    );
    expect(training).not.toContain('Nursing (§ 18a AufenthG):');
    expect(training).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
  });

  // Walk-through 36j (e03, d01, s10): the card is named in the open routes with the points it
  // still needs, never outright, so the list agrees with its block's "possible once you show".
  it('calls the Opportunity Card open outright only when the facts stated reach 6 points (E13, D07)', () => {
    const reply = ask(
      'de',
      'Ich bin Betriebswirtin (Uni-Abschluss aus Chile, Vergleichbarkeit noch nicht geprüft), 38, Deutsch B1, 4 Jahre Berufserfahrung in den letzten 5 Jahren. Angebot 51.000 € in Köln. Reicht das für die Blaue Karte? Was fehlt mir noch?',
    );
    // B1 2 + 2 of the last 5 2 + 35–39 1: an unstated English C1 could add the sixth point.
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 5 (6 nötig).');
    expect(reply).toContain('Welches Englischniveau haben Sie');
    expect(reply).toMatch(
      /offene Wege[^\n]*Chancenkarte \(§ 20a AufenthG\) \(sofern die Angaben, nach denen ich frage, Ihre Punkte auf 6 bringen\)/,
    );
    const english = ask(
      'en',
      "I'm 38, trained logistics clerk (2-year vocational program, SENATI certificate, Peru), not recognised in Germany. I've worked in logistics since 2020. Offer: 45.630 € gross per year, the employer has no collective agreement. German A2. What can I do?",
    );
    expect(english).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
    expect(english).toMatch(
      /Routes open to you[^\n]*Opportunity Card \(Chancenkarte\) \(§ 20a AufenthG\) \(if the facts I ask for bring your points to 6\)/,
    );
  });

  it('answers "was könnte ich sonst noch tun" with the other routes (D15)', () => {
    const reply = ask(
      'de',
      'Ende Dezember werde ich 35. Sozialarbeiter mit Uni-Abschluss (nicht anerkannt), Deutsch B1, 2 Jahre Erfahrung in den letzten 5. Bekomme ich die Chancenkarte? Was könnte ich sonst noch tun?',
    );
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    const other = ask(
      'de',
      'Ich bin 30, Bachelor in Biologie, Deutsch B2, 3 Jahre Erfahrung. Reichen die Punkte für die Chancenkarte, und was könnte ich sonst machen?',
    );
    expect(other).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
  });

  it('reads "a degree recognized there" as the home country, and an employer as no case', () => {
    const points = ask(
      'en',
      "I'm 33, a civil engineer from Peru with a degree recognized there. My German is B1, my English is basic, and I have six years of work experience, all within the last seven years. I haven't started any recognition in Germany, I've never lived there and I'd go alone. How many Opportunity Card points would I get?",
    );
    expect(points).toContain('That makes 8 points');
    const spanish = ask(
      'es',
      'Tengo 31, ingeniera civil con título reconocido en mi país, alemán B1, 5 años de experiencia. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain('Suman 8 puntos');
    const employer = ask(
      'de',
      'Wir möchten eine Hochschulabsolventin über die Blaue Karte EU einstellen. Wie hoch ist 2026 das Mindestgehalt, und welche niedrigere Schwelle gilt für Engpassberufe?',
    );
    expect(employer).toContain('45.934');
  });
});
