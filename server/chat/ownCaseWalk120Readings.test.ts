import { expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 83: what walk-through 120 found. Oracle: § 18 (3) AufenthG (a German degree; a skilled
// worker holds a degree or a qualified vocational training), § 18g (2) and § 20b (1) nos. 8, 12.

it('reads studies in a German city "and finished in 2021" as a German degree (120b c21)', () => {
  const message =
    "Hello, I studied mechanical engineering in Stuttgart and finished in 2021, now I'm back in La Paz. 36 years old.";
  expect(read('en', message).recognised).toBe(true);
  // A semester there, the degree finished at home, is no German degree.
  expect(
    read('en', 'I studied a semester in Germany, finished my degree in Bolivia in 2020.')
      .recognised,
  ).toBeUndefined();
});

it('reads "ohne Studium, nur Selbststudium" as no degree (120c 04)', () => {
  const message =
    'Hola, ich arbeite seit 5 Jahre als Backend-Entwickler in Sucre, aber ohne Studium, nur Selbststudium. Eine Firma in Berlin bietet mir 48k im Jahr. Kann ich eine Blue Card bekommen?';
  expect(read('de', message).degree).toBe(false);
  expect(ask('de', message)).not.toContain('qualification=degree');
});

it("gives the husband's occupation to him in 'yo soy contadora y el es ingeniero civil' (120a e03)", () => {
  const profile = read(
    'es',
    'somos esposos los dos de 31 años, yo soy contadora y el es ingeniero civil, los dos con 6 años de experiencia y aleman A2 los dos. cuantos puntos tiene cada uno para la chancenkarte si aplicamos juntos?',
  );
  expect(profile.occupation).not.toBe('shortage');
  expect(profile.partnerOwn?.occupation).toBe('shortage');
});
