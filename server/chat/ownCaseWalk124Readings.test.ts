import { expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 84: what walk-through 124 found. Oracle: § 20b (1) no. 12 AufenthG (the spouse's point,
// where the spouse meets the card's requirements and applies too), § 18g (3) (a contract of six
// months or more), § 18 (3) no. 2 (a degree comparable, not in part) and § 18 (2) no. 5 (the
// floor from the 45th birthday on).

it('counts the spouse\'s point when "ella tiene 7 puntos" and applies too (124a f4)', () => {
  const reply = askInConversation('es', [
    'mecanico automotriz, 40 años, titulo de tecnico superior 3 años, 12 años de experiencia, ingles B2, nada de aleman. me sirve la tarjeta de oportunidades?',
    'me olvide, vivi en alemania 8 meses el 2023 con visa de trabajo de temporada, y mi esposa tambien aplica a la chancenkarte, ella tiene 7 puntos',
  ]);
  expect(reply).toContain('Suman 5 puntos');
  expect(reply).toContain('partner=yes');
});

it('takes "they changed it to a permanent contract" over the 4 months told before (124b f6)', () => {
  const reply = askInConversation('en', [
    "Hi I'm an accountant, 29, degree comparable in anabin. Job offer in Düsseldorf as accountant, 4.000 € gross monthly but only a 4-month contract. Blue Card?",
    'Good news: they changed it to a permanent contract. Also I graduated in 2024.',
  ]);
  expect(reply).toContain('- Met: A contract for at least six months');
  expect(reply).toContain('the EU Blue Card is possible once you show');
});

it("counts the points once anabin says only 'teilweise vergleichbar' (124b f7)", () => {
  const reply = askInConversation('en', [
    "Hello, I am 36, a civil engineer from La Paz with 8 years of experience. My degree is listed as 'entspricht' in anabin. English C1, German A2. No job offer yet. How many points would I have for the Opportunity Card?",
    "Sorry, I checked again: anabin lists my degree only as 'teilweise vergleichbar', not 'entspricht'. Now how many points?",
  ]);
  expect(reply).toContain('That makes 7 points');
  expect(reply).not.toContain('so you need no points');
});

it('drops the floor from 45 on after "ich bin doch erst 44" (124c f06)', () => {
  const reply = askInConversation('de', [
    'Ich bin Elektroingenieur, 45 Jahre alt, Abschluss anabin entspricht, Jobangebot 48.000 € im Jahr in Dresden. Reicht das?',
    'Sorry, ich bin doch erst 44. Ändert das etwas?',
  ]);
  expect(reply).toContain('over45=no');
  expect(reply).not.toContain('Ab 45 Jahren mit einem Bruttogehalt unter');
});

it('gives both people the levels after "los dos aleman A1 e ingles B2" (124a c07)', () => {
  const profile = read(
    'es',
    'somos pareja, yo arquitecta 34 años con titulo de la UMSS, mi esposo ingeniero de sistemas 36 años, los dos aleman A1 e ingles B2, 4 años de experiencia cada uno, cuantos puntos tenemos para la chancenkarte?',
  );
  expect(profile).toMatchObject({ german: 'A1', english: 'B2' });
  expect(profile.partnerOwn).toMatchObject({ german: 'A1', english: 'B2' });
});
