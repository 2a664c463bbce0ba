import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 80: what walk-through 105 found. Oracle: § 18 (2) no. 3 and §§ 18a/18b AufenthG (a nurse
// with full recognition and B2 holds the licence), § 16d (1) and (3) (for a recognition not yet
// full), § 20b (1) no. 3 (German B1: 2 points).

describe('full recognition told after a notice of partial recognition (105c m01b)', () => {
  const notice =
    'Hallo, ich bin Krankenschwester aus Cochabamba, 29 Jahre alt. Ich habe von der Bezirksregierung einen Defizitbescheid bekommen, also teilweise Anerkennung, ich muss einen Anpassungslehrgang machen. Deutsch habe ich B1. Was kann ich machen?';
  const full =
    'Korrektur: inzwischen habe ich das B2-Zertifikat und die volle Anerkennung als Pflegefachfrau bekommen. Außerdem hat mir ein Krankenhaus in Köln einen Vertrag angeboten, 3.400 € brutto im Monat. Was gilt jetzt?';

  it('replaces the notice: the nursing route is open, § 16d is not', () => {
    const reply = askInConversation('de', [notice, full]);
    expect(reply).toContain('recognition=full');
    expect(reply).not.toContain('recognition=partial');
    expect(reply).toMatch(/offene Wege[^\n]*Pflege \(§§ 18a und 18b AufenthG\)/);
    expect(reply).not.toMatch(/offene Wege[^\n]*§ 16d/);
    expect(reply).toContain('- Erfüllt: Die Berufserlaubnis in der Pflege');
  });

  it('keeps the notice while no full recognition is told', () => {
    const reply = askInConversation('de', [notice, 'Korrektur: Deutsch habe ich inzwischen B2.']);
    expect(reply).toContain('recognition=partial');
  });
});

describe('German named by its certificate, or said to be none (105c m06, m06b)', () => {
  const lawyer =
    'Buenas, ich bin Rechtsanwalt (abogado, Universidad Católica Boliviana), 33 Jahre, 4 Jahre Berufserfahrung in einer Kanzlei. Englisch C1, Deutsch leider gar nicht. Wie viele Punkte habe ich für die Chancenkarte?';

  it('reads “Deutsch leider gar nicht” as no German', () => {
    expect(read('de', lawyer).german).toBe('none');
  });

  it('counts the Goethe-Zertifikat B1 told after: 7 points', () => {
    const reply = askInConversation('de', [
      lawyer,
      'Ach, das habe ich vergessen: ich habe letzten Monat das Goethe-Zertifikat B1 bestanden. Ändert das etwas an den Punkten?',
    ]);
    expect(reply).toContain('Deutsch B1: 2 Punkte');
    expect(reply).toContain('Das sind 7 Punkte');
  });

  it('reads the certificate in English and Spanish too', () => {
    expect(read('en', 'I passed the Goethe certificate B1 last month').german).toBe('B1');
    expect(read('es', 'ya tengo el certificado goethe B2').german).toBe('B2');
  });
});

describe('a level denied before the one held, with no language named (105a f11)', () => {
  const school =
    'hola! tengo 19 años, sali bachiller el año pasado, tengo aleman B1. quiero hacer una Ausbildung en alemania pero todavia no tengo contrato, puedo ir a buscar?';
  const fewer =
    'perdon, me equivoque, no tengo B1 todavia, tengo A1 nomas. igual puedo ir a buscar Ausbildung?';

  it('reads “no tengo B1 todavía, tengo A1 nomás” as A1', () => {
    expect(read('es', fewer).levelUnnamed).toBe('A1');
  });

  it('marks § 17 (1)’s B1 missing after the correction', () => {
    const reply = askInConversation('es', [school, fewer]);
    expect(reply).toMatch(/§ 17, apartado 1[^]*- Falta: Alemán B1/);
    expect(reply).toContain('german=A1');
  });
});

describe('years in a field of work are experience (105a m13)', () => {
  it('reads “10 años en desarrollo de software” as five years in the last seven', () => {
    const engineer =
      'soy ingeniera de sistemas (UCB), 34 años, 10 años en desarrollo de software, ingles B2, sin aleman. no tengo oferta. cuantos puntos tengo para la chancenkarte??';
    expect(read('es', engineer).experience).toBe('fiveOfSeven');
    expect(read('en', 'I am 30, 6 years in software development, English B2').experience).toBe(
      'fiveOfSeven',
    );
  });
});

describe('a contract said to be shorter after all (105b 12b, 12c)', () => {
  const developer =
    "I don't have a degree but I've worked 5 years as a software developer (Java, backend). A company in Berlin offers me 46k a year, permanent contract. I'm 30. What are my options?";

  it('reads “not permanent, it’s only for 5 months” as a 5-month offer, not none', () => {
    expect(
      read(
        'en',
        "Oh, correction: the contract is not permanent, it's only for 5 months. Still ok?",
      ),
    ).toMatchObject({ jobOffer: true, contractMonths: 5 });
  });

  it('marks the Blue Card’s six months missing and keeps § 19c (2) open', () => {
    for (const correction of [
      "Oh, correction: the contract is not permanent, it's only for 5 months. Still ok?",
      'One detail I got wrong: the offer is still 46k a year from the same company, but the contract is fixed-term, 5 months only. What changes?',
    ]) {
      const reply = askInConversation('en', [developer, correction]);
      expect(reply).toContain('- Missing: A contract for at least six months');
      expect(reply).toMatch(/Routes open to you[^\n]*§ 19c\(2\)/);
      expect(reply).not.toContain('sixmonths=yes');
    }
  });

  it('keeps a stay of months apart from the job offered', () => {
    const stay = read(
      'en',
      'I have a job offer in Berlin, I was in Germany 5 months only as a tourist',
    );
    expect(stay.contractMonths).toBeUndefined();
  });
});

describe('full recognition said after partial (105b 22b)', () => {
  it('needs no points and leaves § 16d', () => {
    const reply = askInConversation('en', [
      "I'm exactly 40, industrial engineer, I got partial recognition (Teilanerkennung) for my degree, German B1, 10 years experience. How many points?",
      'Correction: my recognition is actually full, not partial. The authority said my degree is fully equivalent.',
    ]);
    expect(reply).toContain('you need no points');
    expect(reply).toContain('recognition=full');
  });
});

describe('a stay told as studies, asked for its point (105b 06c)', () => {
  it('counts the stay’s point instead of describing studies', () => {
    const reply = askInConversation('en', [
      "I'm a lawyer from Santa Cruz, 34 years old, law degree (recognised in Bolivia of course), 6 years working as lawyer, English C1, no German. How many points would I have for the Chancenkarte?",
      'I forgot: I studied 8 months in Germany with a student visa, from October 2023 to May 2024. Does that add a point?',
    ]);
    expect(reply).toMatch(/legal stay in Germany[^\n]*: 1 point/);
    expect(reply).not.toMatch(/^Study:/);
  });

  it('still answers a wish to study', () => {
    expect(askOwnCase('en', 'I want to study a master in Germany. What do I need?')).not.toContain(
      'points',
    );
  });
});

describe('a bachelor’s from a German university, named by its city (105a m26)', () => {
  it('reads “la Uni Mannheim (bachelor, terminé en 2019)” as a German degree', () => {
    const economist =
      'estudie economia en la Uni Mannheim (bachelor, termine en 2019), volvi a Bolivia. ahora una empresa en Frankfurt me ofrece 47 mil al año como analista economico. tengo 31. blue card?';
    expect(read('es', economist)).toMatchObject({ degree: true, recognised: true });
    const reply = askOwnCase('es', economist);
    expect(reply).toMatch(/Vías abiertas[^\n]*§§ 18a y 18b/);
    expect(reply).toMatch(/Vías abiertas[^\n]*Chancenkarte/);
  });
});

describe('“indefinido” after the pay is a permanent contract (105a m27)', () => {
  it('asks no contract term', () => {
    const developer =
      'hola soy dev frontend sin titulo (autodidacta), 3 años de experiencia (2023-2026), 27 años, una startup de Hamburg me ofrece 50 mil al año indefinido. puedo con blue card?';
    expect(read('es', developer).permanentContract).toBe(true);
    expect(askOwnCase('es', developer)).not.toContain('no dijiste cuánto dura tu contrato');
  });
});

describe('the age-40 reading told in the Opportunity Card’s route too (105a f03)', () => {
  it('says whole years would give a point, and that it decides at 5 points', () => {
    const reply = askOwnCase(
      'es',
      'soy electricista, titulo de tecnico medio del INFOCAL (3 años de formacion), 8 años de experiencia, 40 años, aleman B1. tengo chance en alemania?',
    );
    expect(reply).toContain('Puntos para la Tarjeta de Oportunidades según lo que escribiste: 5');
    expect(reply).toContain('Escribiste que tienes 40 años');
    expect(reply).toContain('esa lectura decide');
  });

  it('tells the reading without “decides” where the point would not reach 6', () => {
    const reply = askInConversation('es', [
      'soy electricista, tengo titulo de tecnico medio del INFOCAL (3 años de formacion), 8 años de experiencia, 36 años, aleman A2. tengo chance en alemania?',
      'corrijo: no tengo 36, tengo 40 años recien cumplidos',
    ]);
    expect(reply).toContain('Escribiste que tienes 40 años');
    expect(reply).not.toContain('esa lectura decide');
  });
});
