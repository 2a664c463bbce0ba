import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 73: what walk-through 92 found. Oracle: § 18 (3) no. 2 AufenthG (a German degree makes a
// skilled worker), § 18 (2) no. 5 AufenthG and § 1 (2) BeschV (from 45, the salary floor or an
// adequate pension provision, for §§ 18a/18b and § 19c (2)).
describe('walk-through 92', () => {
  it('reads an LL.M. and an M.Sc. written with dots as degrees, one earned in Germany (92c W1)', () => {
    expect(
      read('de', 'Ich habe ein LL.M. in Heidelberg (2022-2023) gemacht, Deutsch C1.'),
    ).toMatchObject({ degree: true, recognised: true, german: 'C1' });
    expect(
      read(
        'de',
        'Ich bin Juristin aus Bolivien, 33, danach LL.M. an der Uni Heidelberg (2022–23), seitdem arbeite ich in La Paz.',
      ),
    ).toMatchObject({ degree: true, recognised: true });
    expect(read('es', 'tengo un M.Sc. en química de la UMSA').degree).toBe(true);
    expect(read('en', 'I hold an LL.M. from Lima').degree).toBe(true);
    const reply = ask(
      'de',
      'Ich bin Juristin aus Bolivien, 31, mit 4 Jahren Berufserfahrung. Danach habe ich ein LL.M. an der Uni Heidelberg gemacht (2022–23). Deutsch C1. Wie viele Punkte hätte ich für die Chancenkarte?',
    );
    expect(reply).toContain('daher brauchen Sie keine Punkte');
  });

  it('reads pension rights denied, so the 45+ row misses §§ 18a/18b and § 19c (2) (92c W2)', () => {
    expect(read('de', 'Ich habe keine Rentenansprüche und keine Ersparnisse.').pensionDenied).toBe(
      true,
    );
    expect(read('en', 'I have no pension rights at all').pensionDenied).toBe(true);
    expect(read('es', 'no tengo AFP ni ahorros').pensionDenied).toBe(true);
    const reply = ask(
      'de',
      'Ich bin Tischler aus Bolivien, 52 Jahre alt, mit abgeschlossener Ausbildung und 20 Jahren Berufserfahrung. Ein Betrieb in Bayern bietet mir 38.000 € brutto im Jahr, ohne Tarifvertrag. Ich habe keine Rentenansprüche und keine Ersparnisse. Welche Wege habe ich?',
    );
    const older = /- Fehlt: Ab 45 Jahren mit einem Bruttogehalt unter 55\.770 €/g;
    expect(reply.match(older)).toHaveLength(2);
    expect(reply).not.toContain('Nachzuweisen: Ab 45 Jahren');
  });

  it('answers how many days a student may work, asked alone (92 W4, § 16b (3) AufenthG)', () => {
    for (const [lng, question, rule] of [
      ['es', '¿Cuántos días puedo trabajar como estudiante en Alemania?', '140 días completos'],
      ['es', '¿Puedo trabajar mientras estudio en Alemania?', '140 días completos'],
      ['en', 'How many days can I work as a student in Germany?', '140 full working days'],
      ['de', 'Wie viele Tage darf ich als Student in Deutschland arbeiten?', '140 Arbeitstagen'],
    ] as const) {
      const reply = ask(lng, question);
      expect(reply, question).toContain(rule);
      expect(reply, question).toContain('__16b.html');
    }
  });

  it('names the Blue Card list among the Opportunity Card’s points (92 W5, § 20b (1) no. 8)', () => {
    expect(ask('de', 'Was ist die Chancenkarte?')).toContain(
      'eine Qualifikation in einem Beruf auf der Liste der Blauen Karte EU',
    );
    expect(ask('es', '¿Qué es la Chancenkarte?')).toContain(
      'una formación en una profesión de la lista de la Tarjeta Azul UE',
    );
    expect(ask('en', 'What is the Opportunity Card?')).toContain(
      "a qualification in an occupation on the EU Blue Card's list",
    );
  });

  it('counts both of a couple that asks for its points as "we" (92 W6)', () => {
    const reply = ask(
      'de',
      'Wir sind ein Ehepaar aus Bolivien. Ich bin Ingenieurin, 30 Jahre, Deutsch B1, 3 Jahre Berufserfahrung. Mein Mann ist Informatiker mit Bachelor, 32, Englisch C1, 5 Jahre Erfahrung. Wie viele Punkte haben wir für die Chancenkarte?',
    );
    // His own: under 35 2, English C1 1, five years 3, IT on the Blue Card's list 1; and 1 for
    // her, who reaches 7 on her own and applies too (100b C17.1).
    expect(reply).toContain('kommt er oder sie auf 8 Punkte (6 nötig), davon 1 für Sie');
    expect(reply).toContain('Das sind 8 Punkte');
    expect(
      ask(
        'es',
        'Yo soy ingeniera, 30 años, alemán B1, 3 años de experiencia. Mi esposo es informático con licenciatura, 32, inglés C1, 5 años de experiencia. ¿Cuántos puntos tenemos?',
      ),
    ).toContain('suma 8 puntos (se necesitan 6), 1 de ellos por ti');
  });

  it('weighs a case that asks for its options, and an offer of a partnership by a workshop (93c)', () => {
    // m12: a workshop offering the recognition partnership offers the job (§ 16d (3) no. 2).
    expect(
      ask(
        'de',
        'Kfz-Mechaniker, 31, Ausbildung 3 Jahre in Cochabamba, 6 Jahre Erfahrung, deutsche Werkstatt bietet mir eine Anerkennungspartnerschaft an, Deutsch A2. Passt das?',
      ),
    ).toContain('- Erfüllt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland');
    // m06: "Was kann ich tun?" asks for the routes of the case told.
    const doctor = ask(
      'de',
      'Ich bin Ärztin aus Bolivien, 38 Jahre, habe noch keine Approbation, Deutsch B2. Was kann ich tun?',
    );
    expect(doctor).toContain('Blaue Karte EU (§ 18g AufenthG):');
    expect(doctor).toContain('Chancenkarte (§ 20a AufenthG):');
    // m11: a carpenter's two-year training, age and German, with the options asked.
    const carpenter = ask(
      'de',
      'Schreiner/Tischler, Ausbildung 2 Jahre in Bolivien, 26 Jahre alt, Deutsch A2. Was sind meine Optionen?',
    );
    expect(carpenter).toContain('Chancenkarte (§ 20a AufenthG):');
    expect(carpenter).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 3 (6 nötig)');
    expect(read('es', 'soy carpintero con 3 años de experiencia, ¿qué puedo hacer?')).toMatchObject(
      {
        skilledTrade: true,
        whatToDo: true,
      },
    );
  });
});
