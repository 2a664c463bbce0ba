// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The messages of walk-through 36j whose verdicts contradicted the law, each with one new
// wording (germany-law-cases.md: § 18g (2), § 16d (3), § 16a, § 17 (1), § 18a).

describe('walk-through 36j: the verdicts that contradicted the law', () => {
  it('keeps the IT route of § 18g (2) open with school only (e07)', () => {
    const reply = ask(
      'en',
      'I work in IT support, no degree, only school, working in IT since 2021. Got a job offer for 48k. Is the Blue Card possible?',
    );
    expect(reply).toContain(
      '- Met: As an IT specialist: three years of IT experience in the last seven',
    );
    expect(reply).toContain('- Met: A gross salary of at least €45,934.20 a year');
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(reply).not.toContain('Missing: A university degree');
    const other = ask(
      'en',
      "I'm an IT administrator, just school, I've worked in IT since 2020. An offer of 47,000 euros. Can I get the Blue Card?",
    );
    expect(other).toContain('- Met: As an IT specialist: three years of IT experience');
    expect(other).toContain('With what you wrote, the EU Blue Card is possible.');
  });

  it('reads "Angebot 47.000" and names the no-degree IT route (d13)', () => {
    const reply = ask(
      'de',
      'IT-Administrator ohne Studium, 3-jährige Ausbildung in Peru, nicht anerkannt, 2 Jahre Erfahrung, Angebot 47.000. Geht die Blaue Karte ohne Abschluss?',
    );
    expect(reply).toContain('Verstandenes Bruttogehalt: 47.000 € im Jahr.');
    expect(reply).toContain(
      '- Fehlt: Als IT-Spezialistin oder IT-Spezialist: drei Jahre IT-Berufserfahrung in den letzten sieben',
    );
    expect(reply).toContain('45.934,20 €');
    expect(reply).not.toContain('Fehlt: Ein Bruttogehalt von mindestens 50.700 €');
    const spanish = ask(
      'es',
      'Soy administrador de TI sin título universitario, 2 años de experiencia, oferta de 47.000. ¿Puedo con la Tarjeta Azul?',
    );
    expect(spanish).toContain('Salario bruto que entendí: €47.000 al año.');
    expect(spanish).toContain('- Falta: Como especialista en TI');
  });

  it('never marks a job offer met that the visitor only asks about (e10)', () => {
    const reply = ask(
      'en',
      'I have a partial recognition notice (Defizitbescheid) for my nursing degree, German B1, 30 years old. What can I do? Do I need a job offer first?',
    );
    expect(reply).not.toContain('- Met: A job offer from an employer in Germany');
    expect(reply).toContain('- Missing: A job offer from an employer in Germany');
    const german = ask(
      'de',
      'Ich habe einen Defizitbescheid für meine Pflegeausbildung, Deutsch B1, 29 Jahre. Brauche ich vorher ein Jobangebot?',
    );
    expect(german).not.toContain('- Erfüllt: Ein Arbeitsplatzangebot');
  });

  it('weighs only training routes for a visitor who wants a training place (e15)', () => {
    const reply = ask(
      'en',
      "I'm looking for a training place in Germany (nursing Ausbildung), I'm 26 with German A2. Can I come to Germany to search for one?",
    );
    expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(reply).toContain('Search for a training place (§ 17(1) AufenthG):');
    expect(reply).toContain('- Missing: German B1');
    expect(reply).not.toContain('Nursing (§ 18a AufenthG)');
    expect(reply).not.toContain('Met: A nursing degree');
    const spanish = ask(
      'es',
      'Busco una plaza de formación en Alemania como enfermera, tengo 24 años y alemán A2. ¿Puedo ir a buscarla?',
    );
    expect(spanish).not.toContain('Cumplido: Un título o una formación en enfermería');
  });

  it('says why a nurse misses German B2, and which route is open (d01, e03)', () => {
    const reply = ask(
      'de',
      'Ich bin 27, Pflegefachkraft aus Mexiko (Ausbildung, noch nicht anerkannt), Deutsch A2, Jobangebot im Krankenhaus mit 34.000 € brutto. Geht das?',
    );
    expect(reply).toContain('- Fehlt: Deutsch B2');
    expect(reply).toContain('Berufserlaubnis');
    expect(reply).toContain('in der Regel B2 (§ 2 Nr. 4 PflBG)');
    expect(reply).toMatch(/offene Wege[^\n]*Anerkennungspartnerschaft \(§ 16d Abs\. 3 AufenthG\)/);
    const english = ask(
      'en',
      'hi im a nurse from peru, 28, german B1, a hospital offered me a job for 38k. can i go??',
    );
    expect(english).toContain('usually B2 (§ 2 no. 4 PflBG)');
    expect(english).toMatch(/Routes open to you[^\n]*Recognition partnership/);
  });
});
