import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

/**
 * Every part of an own-case question is answered (walk-through 36z): a visitor who asks to go
 * and look for work, whether there is any way at all, whether they could work instead of
 * studying, or to train instead of studying, gets the routes that part asks about.
 */
describe('the own case answers each alternative the visitor asks about', () => {
  it('weighs the Opportunity Card for a recognised graduate who asks to go and look for work', () => {
    const spanish = ask(
      'es',
      'Soy contadora, título reconocido completo, 41 años, sin oferta de trabajo. ¿puedo ir a buscar trabajo?',
    );
    expect(spanish).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(spanish).toContain('Con lo que escribiste, esta vía es posible.');
    const english = ask(
      'en',
      'I am an accountant with a fully recognised degree, 41, no job offer. Can I go look for work in Germany?',
    );
    expect(english).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(english).toContain('With what you wrote, this route is possible.');
  });

  it('reads the work in "sin oferta de trabajo" as no experience, so an age is not years worked', () => {
    const facts = read('es', 'Soy contadora, 41 años, sin oferta de trabajo.');
    expect(facts.experience).toBeUndefined();
    expect(read('es', 'Tengo una oferta de trabajo y 5 años de experiencia').experience).toBe(
      'fiveOfSeven',
    );
  });

  it('gives a cook with school alone the routes open to him when he asks whether there is any way', () => {
    const spanish = ask(
      'es',
      'hola soy cocinero, tengo solo el colegio, 10 años de experiencia, alemán A2, 30 años, sin oferta. ¿hay alguna forma?',
    );
    expect(spanish).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
    expect(spanish).toContain('Falta: Alemán B1');
    expect(spanish).toContain(
      'Falta: Un título universitario o una formación técnica de al menos dos años',
    );
    const english = ask(
      'en',
      'I am a cook, only finished school, 10 years of experience, German A2, 30, no job offer. Is there any way?',
    );
    expect(english).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(english).not.toContain('Opportunity Card points from what you wrote');
  });

  it('weighs the routes to work for a graduate who asks whether she could work instead of studying', () => {
    const reply = ask(
      'es',
      'Terminé mi licenciatura en biología hace 2 años, tengo 26, quiero hacer una maestría en Alemania, aún no tengo admisión, inglés C1. Y también, ¿podría trabajar en vez de estudiar?',
    );
    expect(reply).toContain('Estudios (§ 16b AufenthG):');
    expect(reply).toContain('Tarjeta Azul UE (§ 18g AufenthG):');
    // Her bachelor's gives access to a master's (§ 17 (2)).
    expect(reply).toContain('Cumplido: Un bachillerato que dé acceso a la universidad');
  });

  it('weighs study and training for a school leaver who asks about both', () => {
    const reply = ask(
      'en',
      'I finished high school in Bolivia and want to study computer science in Germany, no admission yet, German B1. Also can I do an Ausbildung instead?',
    );
    expect(reply).toContain('Study (§ 16b AufenthG):');
    expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(reply).toContain('To show: A school certificate that gives access to university');
  });

  it('reads the year of a permit as no graduation year', () => {
    expect(
      read(
        'en',
        "What salary must we pay a non-EU data scientist with a recognised master's for a Blue Card in 2026?",
      ).recentGraduate,
    ).toBeUndefined();
    expect(
      read('en', "I finished my master's in data science in Chile in 2024.").recentGraduate,
    ).toBe(true);
    expect(read('de', 'Master für die Blaue Karte 2026, abgeschlossen 2015').recentGraduate).toBe(
      false,
    );
  });
});

describe('an employer’s case', () => {
  it('says the conditions’ “you” is the candidate', () => {
    const reply = askAs(
      'european_company',
      'de',
      'Wir möchten eine Pflegefachkraft aus Bolivien einstellen, teilweise anerkannt, Deutsch B1. Was braucht sie?',
    );
    expect(reply).toContain(
      'in den Bedingungen meinen „Sie“ und „Ihr“ die Kandidatin oder den Kandidaten:',
    );
    expect(reply).toContain('Anerkennungs\u00adpartnerschaft (§ 16d Abs. 3 AufenthG):');
  });
});
