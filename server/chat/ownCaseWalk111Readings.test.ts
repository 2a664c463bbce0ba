import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 82: what walk-through 111 found. Oracle: § 18 (2) no. 5 AufenthG (from 45, §§ 18a/18b
// need 55 % of the pension ceiling or a pension provision; § 1 (2) BeschV the same for § 19c),
// § 18g (2) (three years of IT work in the last seven), § 20b (1) AufenthG (a point for a legal
// stay of six months in the last five years; one for a partner who meets the card too).

describe('an hourly wage after "offers me" (111b 25)', () => {
  const m25 =
    "I'm an electrician, 47, my Bolivian training got full recognition (Gleichwertigkeitsbescheid) from the HWK. A company offers me 18 euros per hour, 40 hours a week. No pension savings. Is that enough?";

  it('is no age: the visitor is 47, so §§ 18a/18b need the salary or a pension', () => {
    expect(read('en', m25)).toMatchObject({ age: 'from40', from45: true, salary: 37440 });
    const reply = ask('en', m25);
    expect(reply).not.toContain('age=under35');
    expect(reply).toContain('over45=yes');
    expect(reply).toContain(
      'Missing: At 45 or over, with a gross salary under €55,770 a year (figure for 2026): proof of adequate provision for old age',
    );
  });
});

describe('IT work years back, then a shop "nothing IT" (111b 23)', () => {
  const m23 =
    "Self-taught programmer, no degree. I worked as a developer from 2012 to 2018 (6 years), since 2019 I run a small shop, nothing IT. Now a company in Berlin offers me 52k as a developer. I'm 36. Blue Card?";

  it('holds no IT experience in the last seven years: no Blue Card', () => {
    expect(read('en', m23).experience).toBe('none');
    const reply = ask('en', m23);
    expect(reply).not.toContain('With what you wrote, the EU Blue Card is possible');
    expect(reply).not.toContain('experience=fiveOfSeven');
  });
});

describe('a stay on a residence permit until 2024, after studies there (111a c28, f27b)', () => {
  const c28 =
    'estudie en alemania del 2015 al 2019 y despues me quede trabajando alla con permiso de residencia hasta marzo 2024. tengo 33, ing quimico, aleman B2. cuantos puntos tengo pa la chancenkarte?';
  const c27 =
    'vivi en alemania 4 años como estudiante (2015 al 2019), ahora tengo 33, soy ing quimico, aleman B2. cuantos puntos me darian pa la chancenkarte?';
  const f27b =
    'perdon, corrijo: despues de estudiar me quede en alemania trabajando con permiso de residencia por trabajo hasta marzo 2024. cuantos puntos serian ahora?';

  it('counts the stay point: 7 points', () => {
    expect(read('es', c28).germanStay).toBe(true);
    const reply = ask('es', c28);
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).toContain('stay=yes');
  });

  it('says why a stay that ended in 2019 does not count, without calling it tourism', () => {
    const reply = ask('es', c27);
    expect(reply).toContain('la tuya fue más corta o terminó antes');
    expect(reply).not.toContain('los viajes de turismo nunca cuentan');
  });

  it('recounts when the stay until 2024 is told in a follow-up', () => {
    const reply = askInConversation('es', [c27, f27b]);
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).not.toContain('Estudios en el extranjero te guía');
  });
});

describe('"mi esposa también aplica y cumple" (111a c29)', () => {
  it('counts the partner who meets the card too', () => {
    const reply = ask(
      'es',
      'hola, tengo 41 años, soy contador con titulo tecnico superior de 3 años, aleman B1, 6 años de experiencia (2019-2025), mi esposa tambien aplica y cumple. cuantos puntos tengo?',
    );
    expect(reply).toContain('Suman 6 puntos');
    expect(read('es', 'mi esposa viene pero no cumple').partner).toBe(false);
  });
});

describe('"How can I come to work as a doctor?" (111b 5)', () => {
  it('weighs the routes with a job offer and names the licence a doctor needs', () => {
    const reply = ask(
      'en',
      "I'm a medical doctor from La Paz, 33, German B2, no Approbation yet and no recognition started. How can I come to work as a doctor?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG)');
    expect(reply).toContain(
      'Skilled worker with a recognized qualification (§§ 18a and 18b AufenthG)',
    );
    expect(reply).toContain('For a doctor or a veterinarian that is the Approbation');
  });
});
