import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 82: what walk-through 114 found. Oracle: § 20a (1) with § 18 (3) AufenthG (no points only
// for a qualification recognised in Germany or a comparable degree), § 20b (1) (the points).

describe('"anerkannt dort, nicht in Deutschland" (114c m05)', () => {
  const m05 =
    'Ich bin 36 Jahre alt, Architektin mit Abschluss aus Bolivien (anerkannt dort, nicht in Deutschland), Deutsch B1, Englisch B2, 4 Jahre Berufserfahrung. Wie viele Punkte habe ich für die Chancenkarte?';

  it('is a recognition at home: the points are counted', () => {
    expect(read('de', m05).recognised).not.toBe(true);
    const reply = ask('de', m05);
    expect(reply).not.toContain('daher brauchen Sie keine Punkte');
    expect(reply).not.toContain('recognition=full');
    expect(reply).toContain('Das sind 6 Punkte');
  });

  it('reads the other languages alike', () => {
    expect(read('es', 'arquitecta, título reconocido alla, no en alemania').recognised).not.toBe(
      true,
    );
    expect(
      read('en', 'architect, degree recognised over there, not in Germany').recognised,
    ).not.toBe(true);
  });
});

describe('a trade named with every qualification denied (114a e01)', () => {
  const e01 =
    'soy tecnico en redes, no tengo ningun titulo ni formacion tecnica formal, aprendi solo. 29 años, 4 años de experiencia en IT. oferta de 44 mil al año en hamburgo. puedo ir?';

  it('holds no training: §§ 18a/18b, § 16d (3) and the Opportunity Card are closed', () => {
    expect(read('es', e01)).toMatchObject({ vocational: false, degree: false });
    const reply = ask('es', e01);
    expect(reply).not.toContain('qualification=vocational');
    expect(reply).not.toContain(
      'Cumplido: Un título universitario o una formación técnica de al menos dos años',
    );
  });

  it('still holds the training of a technician who denies only a degree', () => {
    expect(read('es', 'soy tecnico en redes, no tengo ningun titulo').vocational).toBe(true);
  });
});

describe('"25 años de oficio, tengo 42 años" (114a c11)', () => {
  it('reads the years as work and 42 as the age', () => {
    expect(read('es', 'soy carpintero, 25 años de oficio, tengo 42 años')).toMatchObject({
      age: 'from40',
      experience: 'fiveOfSeven',
    });
  });
});
