import { expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 84: what walk-through 123 found. Oracle: § 18 (2) no. 3 AufenthG (a licence only "soweit
// diese erforderlich ist"), § 20b (1) no. 11 (six months' lawful stay in the last five years),
// § 16d (a qualification recognised where earned) and §§ 16a, 17 (1) (training, and the search
// for a place).

it('asks no licence of a car mechanic with an IHK notice of partial recognition (123a c21)', () => {
  const reply = ask(
    'es',
    'soy mecanico automotriz, 50 años, titulo tecnico superior de 3 años, 4 años de experiencia en los ultimos 5, tengo Defizitbescheid de la IHK (reconocimiento parcial), aleman B2. una empresa de stuttgart me ofrece 3.900 al mes. q vias tengo?',
  );
  const experience = reply.slice(reply.indexOf('Trabajo por experiencia profesional'));
  expect(experience).toContain(
    'Cumplido: Una profesión no regulada en Alemania o, si lo está, la licencia para ejercerla',
  );
  expect(experience).toMatch(
    /^[^\n]*\n(?:- [^\n]*\n)+Con lo que escribiste, esta vía es posible cuando demuestres/,
  );
});

it('counts no stay point for an au pair year of which three months fall in the window (123a c20)', () => {
  const text =
    'hice au pair en alemania de marzo 2021 a febrero 2022 con visa. tengo 26, licenciada en administracion de empresas, aleman B2, sin experiencia. cuantos puntos me dan para la chancenkarte?';
  expect(read('es', text, 12)).toMatchObject({ germanStay: false, stayNotCounted: 'shortOrOld' });
  expect(read('es', text, 1).germanStay).toBe(true);
  // From December 2026 on, whenever the test runs, the stay is too old to count.
  expect(ask('es', text)).toContain('Suman 5 puntos');
  expect(
    read('de', 'Ich war von März 2022 bis Februar 2023 als Au-pair in Deutschland.', 12).germanStay,
  ).toBe(true);
  expect(
    read(
      'en',
      'I did a language course in Germany from January 2024 to March 2024 with a visa.',
      12,
    ),
  ).toMatchObject({ germanStay: false });
});

it('weighs training as a nurse for a nursing auxiliary with short courses only (123a c17)', () => {
  const reply = ask(
    'es',
    'soy enfermera auxiliar, no tengo titulo, solo cursos cortos de 6 meses, tengo 34 años. puedo ir a alemania de enfermera?',
  );
  expect(reply).toContain('Falta: Un título o una formación en enfermería');
  expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
  expect(reply).toContain('Búsqueda de un puesto de formación (§ 17, apartado 1, AufenthG):');
  expect(reply).not.toContain('Anerkennungspartnerschaft');
});

it('reads "the contract is fixed-term for 2 years" as the term (123b f09)', () => {
  expect(
    read('en', 'One more thing: the contract is fixed-term for 2 years. Still ok?'),
  ).toMatchObject({
    contractMonths: 24,
  });
});

it('answers "we are a logistics company … we want to bring a truck mechanic" about the candidate (123b c11)', () => {
  const reply = ask(
    'en',
    "Good afternoon, we are a logistics company in Cologne. We want to bring a Bolivian truck mechanic with a 2-year vocational diploma (recognised in Bolivia) and 4 years' experience. We pay according to our collective agreement (Tarifvertrag), about 3.100 a month. No German recognition. Is that possible?",
  );
  expect(reply).toContain('Checking what you wrote about your candidate');
  expect(reply).not.toContain('How old are you?');
});
