import { expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 83: what walk-through 121 found. Oracle: § 18 (2) no. 3 AufenthG (the licence granted or
// promised), § 20a (1) and § 20b (the card without points only with a comparable degree).

it("reads a doctor who 'doesn't yet have the Approbation' as holding no licence (121b c05)", () => {
  const profile = read(
    'en',
    "We are recruiters at a Munich hospital group. We want to hire a Bolivian doctor (general medicine, 38 years old) who doesn't yet have the Approbation. German B1. Which permit route applies?",
  );
  expect(profile.licensed).toBe(false);
  expect(profile.recognised).toBeUndefined();
});

it("counts the points once 'anabin doesn't list my university at all (H-)' (121b f8)", () => {
  const reply = askInConversation('en', [
    "I'm 40, electrical engineer, degree (anabin: entspricht), 6 years of experience, German B1, English B2. No job offer. Opportunity Card points?",
    "Oh wait, I checked again and anabin doesn't list my university at all (H-). Then how many points?",
  ]);
  expect(reply).toContain('That makes 6 points');
  expect(reply).not.toContain('so you need no points');
});

it('gives both people the level said after "los dos" in the partner\'s sentence (120a c08)', () => {
  const profile = read(
    'es',
    'somos pareja, yo arquitecta 36 años titulo de la UCB y mi esposo ingeniero de sistemas 38 años, los dos con 8 años de experiencia, ingles C1 los dos y aleman A1. cuantos puntos tenemos para la opportunity card si aplicamos juntos?',
  );
  expect(profile.english).toBe('C1');
  expect(profile.partnerOwn?.english).toBe('C1');
});

it('weighs a carpenter who is "auch Softwareentwickler seit 4 Jahren" as an IT specialist (121c f12)', () => {
  const reply = askInConversation('de', [
    'Ich bin Tischler (Carpintero) aus Tarija, 26 Jahre, keine formale Ausbildung, nur Erfahrung in der Werkstatt meines Vaters seit 8 Jahren. Ein Betrieb in Thüringen würde mich nehmen für 2.600 € im Monat. Ist das möglich?',
    'Ach so, ich habe vergessen: Ich bin auch Softwareentwickler nebenher seit 4 Jahren (freelance, PHP). Der Betrieb in Thüringen ist eigentlich eine IT-Firma und bietet 46.000 € im Jahr als Entwickler.',
  ]);
  expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
  expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG)');
  expect(reply).not.toContain('Handwerksberuf');
});

it('keeps the carpenter a carpenter when only the employer turns out to be an IT firm', () => {
  const reply = askInConversation('de', [
    'Ich bin Tischler (Carpintero) aus Tarija, 26 Jahre, keine formale Ausbildung, nur Erfahrung in der Werkstatt meines Vaters seit 8 Jahren. Ein Betrieb in Thüringen würde mich nehmen für 2.600 € im Monat. Ist das möglich?',
    'Der Betrieb in Thüringen ist eigentlich eine IT-Firma und bietet 46.000 € im Jahr als Entwickler.',
  ]);
  expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU noch nicht möglich.');
});
