import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 79 found. Oracle: § 20b (1) AufenthG (experience points count work
// related to the qualification in the last five or seven years; one point per level group);
// § 20a (4) (the card needs a qualification); § 16b (study with an admission); § 18 (2) no. 3
// (a regulated profession needs its licence); § 18g (2) (IT specialists without a degree).
describe('walk-through 79', () => {
  it('reads a course length beside the school as no work, and "trabajo hace 6 años" as the work (79a W1)', () => {
    const profile = read(
      'es',
      'soy electricista, hice técnico medio en el INFOCAL 3 años, trabajo hace 6 años, tengo 34 años. aleman A2. cuantos puntos?',
    );
    expect(profile).toMatchObject({ experience: 'fiveOfSeven', vocational: true });
    // Work after the length stays work.
    expect(
      read('es', 'licenciatura en enfermería con 3 años de experiencia, 30 años'),
    ).toMatchObject({ experience: 'threeOfSeven' });
  });

  it('does not date work to now when the visitor says she has been at home since (79a W2)', () => {
    expect(
      read(
        'es',
        'Buenas, tengo 35 años, soy contadora (licenciatura en auditoría financiera, UMSA), 6 años de experiencia en una auditora entre 2015 y 2021, desde 2021 estoy en casa con mis hijos. Alemán B2. ¿Cuántos puntos tengo para la Chancenkarte?',
      ).experience,
    ).toBe('none');
    expect(
      read(
        'en',
        'accountant, 6 years experience in an audit firm between 2015 and 2021, since 2021 i stay at home with my kids, 35 years',
      ).experience,
    ).toBe('none');
  });

  it('reads "want hire me with 48k" as a job offer: the IT route by experience (79b W1)', () => {
    const reply = ask(
      'en',
      'hi i am developer backend java from santa cruz bolivia, no have university degree, i learn alone, 5 years working in a software company remote for usa clients. english C1. a company in berlin want hire me with 48k. is possible the blue card??',
    );
    expect(reply).toContain(
      'Met: As an IT specialist: three years of IT experience in the last seven',
    );
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(reply).not.toContain('Study (§ 16b AufenthG)');
  });

  it('reads "I have 39 years and 10 years experience" and "(medico general) 34 years," as ages (79b W2, W6)', () => {
    expect(
      read(
        'en',
        'Buenas, I am electrician, I did technical formation in INFOCAL of 3 years (tecnico medio), I have 39 years and 10 years experience working like electrician in mines of Potosi.',
      ),
    ).toMatchObject({ age: 'from35to39', experience: 'fiveOfSeven' });
    expect(
      read(
        'en',
        'Good afternoon, i am doctor (medico general) 34 years, 3 years working in centro de salud, german B1, no job offer yet, I want do the recognition in germany. what can i do?',
      ).age,
    ).toBe('under35');
  });

  it('keeps a degree stated when a question asks about a route "without degree" (79b W4)', () => {
    const message =
      'hello. i have law degree (abogado) from UMSS but since 4 years i work as IT support and now as junior developer. 32 years, english C1. I have job offer in Berlin as IT support technician 42.000/year. What route? Blue card for IT without degree?';
    expect(read('en', message).degree).toBe(true);
    const reply = ask('en', message);
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG)');
    expect(reply).not.toContain('none of them is possible yet');
    expect(read('en', 'I have no degree, can I get the blue card? 32 years').degree).toBe(false);
  });

  it('weighs a cook with "only experience" as one without a qualification (79b W5)', () => {
    const later = askInConversation('en', [
      "Hi, I am cook (chef) in a restaurant in La Paz 8 years, but I don't have any formal certificate or formation, only experience. 26 years, english B2. Can I get opportunity card?",
      'I told you i dont have certificate, only experience 8 years like cook since 2017. german A1. so how many points i have?',
    ]);
    expect(later).toContain('the card is not possible, whatever the points');
  });

  it('does not count work set against the degree as experience in its field (79c W2, W5)', () => {
    const engineer =
      'Hallo, ich habe Maschinenbau studiert (Ingeniería Mecánica, UTO Oruro, 2012), arbeite aber seit 2017 als Englischlehrer an einem Colegio. Ich bin 34 Jahre alt, Deutsch B2, Englisch C1. Wieviele Punkte für die Chancenkarte?';
    expect(ask('de', engineer)).toContain('Das sind 7 Punkte');
    expect(
      read(
        'de',
        'Ich habe Buchhaltung studiert (Licenciatura Contaduría Pública, UAGRM), aber ich arbeite seit 7 Jahren als Logistik-Koordinator in einer Exportfirma. Ich bin 44, Deutsch B1, Englisch B1. Chancenkarte Punkte?',
      ).experienceOutsideField,
    ).toBe(true);
    // The same field's work, its title sharing a word with the degree, stays in the field.
    expect(
      read(
        'es',
        'soy ingeniera mecánica, pero trabajo como ingeniera de mantenimiento hace 6 años, 30 años',
      ).experienceOutsideField,
    ).toBeUndefined();
  });

  it('reads the level a notice asks as none held (79c W3)', () => {
    expect(
      read(
        'de',
        'Ich bin Grundschullehrerin aus Potosí (Escuela Superior de Formación de Maestros, 5 Jahre). Ich habe einen Bescheid aus Bayern: teilweise anerkannt, Ausgleichsmaßnahme nötig (Anpassungslehrgang + Deutsch C1). Jetzt habe ich Deutsch B1. Ich bin 41. Was sind meine Optionen?',
      ).german,
    ).toBe('B1');
    expect(read('en', "I'm a nurse, german B1, I need B2 for the licence").german).toBe('B1');
    expect(read('es', 'tengo B2, y para enfermería piden B2').german).toBe('B2');
  });

  it("asks a pharmacist's licence for the Blue Card (79c W4)", () => {
    const reply = ask(
      'de',
      'Pharmazeut (Bioquímica y Farmacia, UMSS), 42 Jahre, anabin entspricht. Apotheke in Hamburg bietet 50.000 € brutto jährlich. Deutsch B2. Approbation habe ich noch nicht beantragt. Blaue Karte?',
    );
    expect(reply).toContain('bei einem reglementierten Beruf die Erlaubnis, ihn auszuüben');
    expect(reply).not.toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
  });

  it('answers a master admission with the study visa (79c W1)', () => {
    const reply = ask(
      'de',
      'Hola, ich habe meinen Bachelor in Biologie an der UMSS gemacht (2024), bin 26 und habe eine Zulassung für einen Master an der Uni Göttingen bekommen. Englisch C1, Deutsch A1. Welches Visum brauche ich und darf ich neben dem Studium arbeiten?',
    );
    expect(reply).toContain('Studium (§ 16b AufenthG)');
    expect(reply).toContain('140 Arbeitstagen');
    expect(reply).not.toContain('Chancenkarte (§ 20a AufenthG):');
  });

  it("reads the borderlines' facts: a daughter's age in brackets, 'vollzeit 40 std', studies left off (79c V09, V10, V15)", () => {
    expect(
      read(
        'de',
        'Korrektur: sie haben das Angebot erhöht, jetzt 47.500 € brutto. Und meine Tochter (16) würde mitkommen. Ändert sich was?',
      ).age,
    ).toBeUndefined();
    // A message that opens on the relative tells their case, and their age.
    expect(
      read('de', 'Mein Bruder (28) ist Informatiker mit Bachelor, Angebot 50.000 €. Blaue Karte?')
        .age,
    ).toBe('under35');
    expect(
      read(
        'de',
        'ich bin koch aus tarija, 31 jahre, ausbildung 2 jahre als cocinero (INFOCAL, staatlich), 6 jahre erfahrung in restaurants. restaurant in köln will mich, €22/hour vollzeit 40 std. deutsch A2. was geht?',
      ),
    ).toMatchObject({ salary: 45760, weeklyHours: 40 });
    expect(
      read(
        'de',
        'Ich habe 2021-2023 in Deutschland studiert (Studienkolleg + 2 Semester BWL, mit Studentenvisum), dann abgebrochen und zurück nach Bolivien. Jetzt habe ich eine 3-jährige Ausbildung als Técnico Superior en Contabilidad abgeschlossen (2024) und arbeite seit 2 Jahren als Buchhalter. 27 Jahre, Deutsch B2. Chancenkarte?',
      ),
    ).toMatchObject({ degree: false, vocational: true, germanStay: true });
    expect(read('de', 'Bachelor in BWL (Master abgebrochen), 30 Jahre').degree).toBe(true);
  });

  it('meets the partnership row when the employer says it has agreed one (79a V27)', () => {
    const later = askInConversation('es', [
      'Somos una clínica en Colonia y queremos contratar a una enfermera boliviana con licenciatura, 33 años, alemán B1, con 45 mil al año. Ella todavía no tiene el reconocimiento. Qué vía recomiendan?',
      'corrección: ya tiene alemán B2, y nuestra clínica tiene acuerdo de asociación de reconocimiento con ella',
    ]);
    expect(later).toContain('Cumplido: Una asociación de reconocimiento acordada con tu empleador');
    expect(read('es', 'no tenemos acuerdo de asociación de reconocimiento').partnershipAgreed).toBe(
      undefined,
    );
  });
});
