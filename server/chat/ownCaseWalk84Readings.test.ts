import { describe, expect, it } from 'vitest';
import { askInConversation, linkedAnswers, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 69: what walk-through 84 found. Oracle: § 20b (1) AufenthG (experience related to the
// qualification; a spouse's point), § 18g (1) (a degree recognised or comparable: anabin's "H+"
// rates the university only), § 18 (3) (a German degree needs no recognition).
describe('walk-through 84', () => {
  it('adds a follow-up telling both people’s facts to the case told before (84a W1)', () => {
    const later = askInConversation('es', [
      'Estudié arquitectura en la UMSS, tengo 44 años, mi esposa también es arquitecta y vendría conmigo. Alemán B1 los dos. 7 años de experiencia. Cuántos puntos?',
      'ya te dije, los dos tenemos aleman B1, y es licenciatura universitaria. mi esposa tiene 41 y 6 años de experiencia. ahora cuantos puntos tengo?',
    ]);
    expect(later).toContain('Alemán B1: 2 puntos');
    expect(linkedAnswers(later)).toMatchObject({ goal: 'work', age: 'from40', german: 'B1' });
  });

  it('reads "Alemán B1 los dos" as the partner’s language too (84a B3)', () => {
    const profile = read(
      'es',
      'Estudié arquitectura, tengo 44 años, mi esposa también es arquitecta y vendría conmigo. Alemán B1 los dos.',
    );
    expect(profile.partnerLanguageUnknown).toBeUndefined();
    expect(profile.partnerPointsUnknown).toBe(true);
  });

  it('leaves a degree "en anabin con H+" unrated: H+ rates the university (84a W2)', () => {
    const profile = read(
      'es',
      'Soy médica, 38 años, tengo Berufserlaubnis prometida, título en anabin con H+. Alemán B2.',
    );
    expect(profile.institutionRated).toBe(true);
    expect(profile.recognised).toBeUndefined();
    expect(read('de', 'Master, anabin H+, gleichwertig').recognised).toBe(true);
  });

  it('reads a doctor’s Berufserlaubnis as a licence for a time, a nurse’s as the full one (84a W2)', () => {
    const doctor = read('de', 'Ich bin Ärztin, habe die Berufserlaubnis schon, 30 Jahre.');
    expect(doctor).toMatchObject({ licensed: true });
    expect(doctor.recognised).toBeUndefined();
    const nurse = read('de', 'Ich bin Pflegefachkraft, habe die Berufserlaubnis schon, 30 Jahre.');
    expect(nurse).toMatchObject({ licensed: true, recognised: true });
  });

  it('reads "I work like sales manager" as work outside the degree’s field (84b W1)', () => {
    const profile = read(
      'en',
      'I have degree in civil engineering but I work like sales manager since 5 years. 34 years old.',
    );
    expect(profile).toMatchObject({ occupation: 'other', qualificationField: 'shortage' });
  });

  it('reads "technical nursing 3 years" as the training’s length, not work (84b W2)', () => {
    const profile = read(
      'en',
      'My profession is nurse tecnico auxiliar (technical nursing 3 years, Bolivia). I have german A2.',
    );
    expect(profile.occupation).toBe('nursing');
    expect(profile.experience).toBeUndefined();
  });

  it('reads a master studied in a German city, years past, as a German degree and an old stay (84c W1)', () => {
    const profile = read(
      'de',
      'Ich habe in Leipzig zwei Jahre Master studiert (2019-2021) und bin dann nach Bolivien zurück. Bin Chemikerin, 39 Jahre alt.',
    );
    expect(profile).toMatchObject({
      recognised: true,
      germanStay: false,
      stayNotCounted: 'shortOrOld',
    });
    const exchange = read('de', '2021-2022 ein Jahr in Deutschland studiert (Studentenvisum).');
    expect(exchange.recognised).toBeUndefined();
  });
});
