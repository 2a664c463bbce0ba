// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The messages of walk-through 36i whose verdicts contradicted the law, each with one new
// wording (germany-law-cases.md: § 18g, § 16d (3), § 20a, § 20b).

describe('walk-through 36i: the verdicts that contradicted the law', () => {
  it('keeps a degree whose anabin check is not done, and reads "since March 2022" (E01)', () => {
    const reply = ask(
      'en',
      "Hi! I'm 31, software developer from Colombia with a bachelor's in computer science (haven't checked anabin yet). I've been working as a backend dev since March 2022. A Berlin startup offered me 52k gross a year. My German is A1, English C1. Can I get the Blue Card? And how many points would I have for the Opportunity Card?",
    );
    // English C1 1 + 2 of the last 5 2 + under 35 2 + IT 1 (§ 20b (1)).
    expect(reply).toContain('Opportunity Card points from what you wrote: 6 (6 needed).');
    expect(reply).toContain(
      '- Met: As an IT specialist: three years of IT experience in the last seven',
    );
    expect(reply).not.toContain('Missing: A university degree or vocational training');
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG)');
    const spanish = ask(
      'es',
      'Tengo 30, licenciatura en informática (no revisé anabin todavía), trabajo como desarrollador desde marzo de 2022, inglés C1. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain('Suman 6 puntos');
  });

  it('counts the partner said to qualify in a later sentence about him (S07)', () => {
    const reply = ask(
      'es',
      'Mi esposo y yo queremos ir con la Chancenkarte. Yo tengo 37, licenciatura en psicología (no reconocida), alemán A2, inglés B2, 3 años de experiencia en los últimos 5. Estuve 8 meses en Alemania en 2023 con visa para curso de idiomas. Mi esposo también cumple los requisitos y viene conmigo. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Suman 6 puntos');
    expect(reply).not.toContain('por eso no lo conté');
    const german = ask(
      'de',
      'Mein Mann und ich wollen mit der Chancenkarte kommen. Ich bin 37, Bachelor in Psychologie, Deutsch A2, Englisch B2, 3 Jahre Berufserfahrung in den letzten 5. Mein Mann erfüllt die Voraussetzungen auch. Wie viele Punkte habe ich?',
    );
    expect(german).toMatch(/Partner.*: 1 Punkt/);
  });

  it('gives no recognition partnership for a fully recognised training (D05)', () => {
    const reply = ask(
      'de',
      '46 Jahre, Elektriker mit voll anerkannter Ausbildung, 6 Jahre Erfahrung, Angebot 55 770 Euro im Jahr. Was ist möglich?',
    );
    expect(reply).not.toContain('Anerkennungspartnerschaft');
    expect(reply).toContain(
      '- Erfüllt: Ein in Deutschland anerkannter oder vergleichbarer Hochschulabschluss (anabin) oder eine in Deutschland anerkannte Berufsausbildung',
    );
    const other = ask(
      'de',
      'Ich bin 41, Mechatroniker mit vollständig anerkannter Ausbildung, Angebot 52.000 € im Jahr. Welche Wege habe ich?',
    );
    expect(other).not.toContain('Anerkennungspartnerschaft');
    expect(other).toMatch(
      /Fachkraft mit anerkannter Qualifikation[^\n]*\n- Erfüllt: Ein in Deutschland/,
    );
  });
});
