import { describe, expect, it } from 'vitest';
import { answersFromSearch } from '../../src/shared/germanyCheck/answerUrl';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

/** The answers the reply's link to the check carries. */
function linked(reply: string) {
  const link = /https?:\/\/\S+\/germany-check(\?[^\s#]*)?#check/.exec(reply);
  expect(link, `no link to the check in:\n${reply}`).not.toBeNull();
  return answersFromSearch(link?.[1] ?? '');
}

// Stop 67: what walk-through 75 found. Oracle: § 20b (1) AufenthG (experience points for
// experience related to the qualification, the shortage point by the qualification); § 20a (1)
// with § 18 (3) (a degree comparable in anabin, or earned in Germany, needs no points); § 18g (2)
// and § 19c (2) with § 6 BeschV (IT experience and experience that prepares for the job, whatever
// the degree); § 18 (2) no. 3 (a licence only for the regulated profession itself).
describe('walk-through 75: a qualification in one field, work in another', () => {
  const lawyerDeveloper = {
    es: 'Soy abogada pero trabajo hace 3 años como desarrolladora web, tengo 30 años, inglés B2. ¿Cuántos puntos tengo para la Chancenkarte?',
    en: 'I am a lawyer but I work as a web developer for 3 years, I am 30, English B2. How many points for the Opportunity Card?',
    de: 'Ich bin Anwältin, arbeite aber seit 3 Jahren als Webentwicklerin, 30 Jahre, Englisch B2. Wie viele Punkte habe ich?',
  } as const;

  it('keeps a law degree apart from work in IT, so neither experience nor IT gives points', () => {
    for (const lng of ['es', 'en', 'de'] as const) {
      const profile = read(lng, lawyerDeveloper[lng]);
      expect(profile).toMatchObject({ occupation: 'it', qualificationField: 'other' });
    }
    const reply = ask('es', lawyerDeveloper.es);
    expect(reply).toContain('Suman 2 puntos');
    expect(reply).not.toContain('Una formación en una profesión que falta en Alemania: 1 punto');
  });

  it('asks no licence for an IT job of a lawyer, and links the years to the job', () => {
    const reply = ask(
      'es',
      'Soy abogada pero trabajo hace 3 años como desarrolladora web, me ofrecen un puesto de programadora en Múnich por 47 mil al año. ¿Qué opciones tengo?',
    );
    expect(reply).not.toContain('Por demostrar: Una profesión no regulada en Alemania');
    expect(linked(reply)).toMatchObject({
      occupation: 'other',
      jobOccupation: 'it',
      jobExperience: 'threeOfSeven',
    });
    expect(linked(reply).experience).toBeUndefined();
  });
});

describe('walk-through 75: a degree recognised or earned in Germany needs no points', () => {
  it('reads "anabin H+ und entspricht" as a comparable degree (75c V10)', () => {
    const text =
      'Hallo, ich habe Informatik studiert in Bolivien (Ingeniería de Sistemas, anabin H+ und entspricht), 29 jahre, 3 jahre Erfahrung, Jobangebot als Softwareentwickler 46.000 € im Jahr. Blaue Karte ja oder nein?';
    expect(read('de', text).recognised).toBe(true);
    const reply = ask('de', text);
    expect(reply).not.toContain('Mindestens 6 Punkte');
    expect(linked(reply).recognition).toBe('full');
  });

  it('reads a master finished at a German university, told before or after (75c V15)', () => {
    const first =
      'Guten tag. Ich bin Systemingenieur (Ingenieria de Sistemas) aber arbeite seit 6 jahren als Verkaufsleiter in einer Firma. 38 jahre. Deutsch A2 englisch B2. Chancenkarte punkte?';
    const later = askInConversation('de', [
      first,
      'sorry vergessen: den Master hab ich 2024 abgeschlossen an der TU Dresden (Wirtschaftsingenieurwesen). zählt das?',
    ]);
    expect(later).not.toContain('Fehlt: Mindestens 6 Punkte');
    expect(linked(later).recognition).toBe('full');
    const together = ask(
      'de',
      `${first} ich habe auch 2 jahre in Deutschland studiert (Master, 2022-2024)`,
    );
    expect(together).toContain('brauchen Sie keine Punkte');
  });
});
