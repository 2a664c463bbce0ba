import { describe, expect, it } from 'vitest';
import { statedAnswers } from './caseLink';
import { askOwnCase as ask, linkedAnswers, readOwnCase as read } from './ownCaseAsk.testkit';

describe('the Germany check link of an own-case reply carries what the chat read', () => {
  it('opens the check with the stated facts of a Blue Card case, and leaves the rest unanswered', () => {
    const answers = linkedAnswers(
      ask(
        'en',
        "I'm 29, software developer with a bachelor's in computer science, 4 years experience. I have an offer in Berlin for 52.000 € a year. Can I get the Blue Card?",
      ),
    );
    expect(answers).toMatchObject({
      goal: 'work',
      qualification: 'degree',
      occupation: 'it',
      age: 'under35',
      jobOffer: true,
      salary: 52000,
    });
    // Never said: the check asks them, rather than showing the chat's "none" as an answer.
    expect(answers.german).toBeUndefined();
    expect(answers.english).toBeUndefined();
    expect(answers.partner).toBeUndefined();
  });

  it('carries a Spanish points case with its recognition, languages and stay', () => {
    const answers = linkedAnswers(
      ask(
        'es',
        'Tengo 36 años, soy licenciada con reconocimiento parcial en Alemania, inglés C1, sin alemán y viví 8 meses en Alemania con visa de estudiante. ¿Cuántos puntos tengo?',
      ),
    );
    expect(answers).toMatchObject({
      qualification: 'degree',
      recognition: 'partial',
      english: 'C1',
      german: 'none',
      age: 'from35to39',
      germanStay: true,
    });
  });

  it('gives a German nurse the nursing goal and her notice', () => {
    const answers = linkedAnswers(
      ask(
        'de',
        'Ich habe einen Bachelor in Pflege aus Kolumbien, bin 31 Jahre alt, Deutsch B1, meine Anerkennung fiel teilweise aus. Welche Wege habe ich?',
      ),
    );
    expect(answers).toMatchObject({
      goal: 'nursing',
      occupation: 'nursing',
      qualification: 'degree',
      recognition: 'partial',
      german: 'B1',
      age: 'under35',
    });
  });

  it('does not turn a notice into a qualification the message never named', () => {
    // The check asks for a recognition only after the qualification it is of; a nurse who does
    // not say whether hers is a degree or a training is asked both there.
    const answers = linkedAnswers(
      ask(
        'de',
        'Ich bin Pflegefachfrau aus Kolumbien, 31 Jahre, Deutsch B1, meine Anerkennung fiel teilweise aus. Welche Wege habe ich?',
      ),
    );
    expect(answers).toMatchObject({ goal: 'nursing', occupation: 'nursing', german: 'B1' });
    expect(answers.qualification).toBeUndefined();
  });

  it('leaves out a fact it could not read instead of guessing it', () => {
    const profile = read('en', 'I have an offer of 4o.ooo a year as a developer, is it enough?');
    expect(profile.salary).toBeUndefined();
    expect(statedAnswers(profile, ['blueCard']).salary).toBeUndefined();
  });
  it('carries a partial notice told without its qualification, for the page to keep once it is chosen', () => {
    const employer = linkedAnswers(
      ask(
        'de',
        'Wir sind ein tarifgebundenes Pflegeheim und wollen eine Pflegefachkraft aus Bolivien einstellen. Sie hat einen Teilanerkennungsbescheid, Deutsch B1, Gehalt 38.000 € brutto. Welche Aufenthaltserlaubnis kommt in Frage?',
      ),
    );
    expect(employer).toMatchObject({ goal: 'nursing', recognition: 'partial', german: 'B1' });
    const nurse = linkedAnswers(
      ask(
        'en',
        "I'm 41, a nurse with a deficit notice (partial recognition), German B1, and a clinic offered me a job. Which route is it?",
      ),
    );
    expect(nurse.recognition).toBe('partial');
  });

  it('carries a degree named by its occupation and a recognition still to do', () => {
    const answers = linkedAnswers(
      ask(
        'de',
        'Hallo, ich bin 33, Wirtschaftsinformatikerin, Abschluss noch nicht anerkannt, Deutsch B1, Englisch C1, kein Jobangebot. Bekomme ich die Chancenkarte?',
      ),
    );
    expect(answers).toMatchObject({ qualification: 'degree', recognition: 'notChecked' });
  });

  it('leaves a partner only mentioned unanswered, and writes no for one said not to qualify', () => {
    const mentioned = linkedAnswers(
      ask(
        'de',
        'Ich habe Informatik studiert (anerkannt), habe ein Angebot über 58.000 € und bin 31. Kann mein Mann mitkommen?',
      ),
    );
    expect(mentioned).toMatchObject({ qualification: 'degree', recognition: 'full' });
    expect(mentioned.partner).toBeUndefined();
    const refused = read('es', 'Mi esposo viene conmigo pero no cumple los requisitos.');
    expect(statedAnswers({ ...refused, age: 'under35' }, ['opportunityCard']).partner).toBe(false);
  });

  it('carries a licence to practise said held or not yet, and leaves the question open otherwise', () => {
    const held = linkedAnswers(
      ask(
        'es',
        'Soy médico, 34 años, mi título está reconocido en Alemania y ya tengo la Approbation, alemán C1, tengo una oferta de 70.000 € en un hospital',
      ),
    );
    expect(held).toMatchObject({ occupation: 'shortage', licence: 'held' });
    const notYet = linkedAnswers(
      ask(
        'de',
        'Ich bin Zahnärztin, 30 Jahre, Abschluss anerkannt, die Approbation habe ich noch nicht, Deutsch B2, Jobangebot 52.000 €',
      ),
    );
    expect(notYet.licence).toBe('notYet');
    const unsaid = linkedAnswers(
      ask(
        'en',
        "I'm a civil engineer, 31, degree recognised, offer of 55,000 € in Munich, B1 German",
      ),
    );
    expect(unsaid.licence).toBeUndefined();
  });
});
