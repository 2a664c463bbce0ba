import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 80 found. Oracle: § 18g (2) AufenthG (an IT specialist's Blue Card
// by experience, whatever the degree); § 16d (1) (German A2 as a rule); § 16d (3) (the
// partnership agreed with the employer); § 20b (1) (points by age, experience up to now).
describe('walk-through 80', () => {
  it('weighs an IT job said not to fit the degree by the IT route (80a W1)', () => {
    const reply = ask(
      'es',
      'Soy licenciado en administración de empresas pero hace 5 años trabajo como desarrollador de software (Java, AWS). 30 años. Me ofrecen 52.000 euros en Hamburgo como backend developer. ¿Tarjeta Azul? El puesto no tiene que ver con mi título.',
    );
    expect(reply).toContain('Cumplido: Una oferta de trabajo en Alemania como especialista en TI');
    expect(reply).not.toContain('Falta: Una oferta de trabajo en Alemania acorde a tu formación');
  });

  it("answers the German a recognition measures' visa asks (80a W2)", () => {
    expect(
      ask(
        'es',
        'y para la medida de compensacion (Anpassungsmaßnahme) que nivel de aleman necesito para la visa?',
      ),
    ).toContain('Por lo general pide alemán A2');
    expect(
      ask('de', 'Welches Deutschniveau brauche ich für das Visum für den Anpassungslehrgang?'),
    ).toContain('In der Regel verlangt es Deutsch A2');
    expect(
      ask('en', 'what german level do I need for the visa for the adaptation course?'),
    ).toContain('It usually asks for German A2');
  });

  it('reads "I have 27 and 5 years", "with 37 years" and "I am 34 and he is 36" as ages (80b W1, W6, W8)', () => {
    expect(
      read(
        'en',
        "Hi, I'm electrician, I studied 3 years técnico superior in electricidad industrial at Instituto Tecnologico in El Alto (recognized by Ministerio de Educacion). I have 27 and 5 years of experience in mining company. German A2.",
      ).age,
    ).toBe('under35');
    expect(
      read(
        'en',
        'hello, Im architect (arquitecta, UMSA) with 37 years, 10 years of experience in my own studio. German A2, english B2.',
      ).age,
    ).toBe('from35to39');
    const doctors = read(
      'en',
      'Hi, me and my husband are both medical doctors from Bolivia (UMSA), I am 34 and he is 36. I have 3 years experience and German B2 certificate, he has German B1.',
    );
    expect(doctors).toMatchObject({ age: 'under35', german: 'B2', occupation: 'shortage' });
    expect(read('en', 'nurse with 10 years of experience, 30 years old').age).toBe('under35');
  });

  it('reads "no german recognition" as none, and offers the partnership to the employer (80b W3)', () => {
    const reply = ask(
      'en',
      'Hello, we are a small metal company in Bavaria (25 employees). We want to hire a welder from Bolivia, he has 3 years technical training as welder in Bolivia and 7 years experience, no german recognition. We pay 3.200 € per month, we are not in collective agreement. Which visa he can get and what he needs?',
    );
    expect(reply).toContain('Recognition partnership (§ 16d(3) AufenthG)');
    expect(read('en', 'welder, 3 years technical training, no german recognition').recognised).toBe(
      false,
    );
  });

  it('dates years of work said to run up to now (80c V01)', () => {
    expect(read('de', 'ich arbeite seit 6 Jahre als Krankenschwester, 30 Jahre, B1')).toEqual(
      expect.not.objectContaining({ experienceUndated: true }),
    );
    expect(read('es', 'soy electricista, trabajo hace 6 años, tengo 34 años').experience).toBe(
      'fiveOfSeven',
    );
    expect(read('en', 'I worked 6 years as a nurse, 30 years').experienceUndated).toBe(true);
  });

  it('weighs short follow-ups with the case told before (80a M1, M4, M6, M13)', () => {
    const salary = askInConversation('es', [
      'Hola! Soy desarrollador web sin titulo universitario, 5 años de experiencia, me ofrecen 45 mil euros al año en Munich, puedo ir con la blue card?',
      'perdon me confundi, son 47 mil al año no 45',
    ]);
    expect(salary).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    const age = askInConversation('es', [
      'hola soy enfermera de la paz bolivia, licenciada en enfermeria de la UMSA, tengo 31 años y 6 años trabajando en el hospital de clinicas. aleman B1 ingles basico. cuantos puntos tengo para la chancenkarte?',
      'perdon me equivoque, tengo 36 años no 31. cambia algo?',
    ]);
    expect(age).toContain('De 35 a 39 años: 1 punto');
    expect(age).toContain('Suman 7 puntos');
    const skilled = askInConversation('es', [
      'tengo 45 años, ingeniero industrial con titulo (comparable en anabin), me ofrecen 50.000 € anuales como ingeniero de produccion en stuttgart. que opciones tengo?',
      'y si en vez de tarjeta azul pido el permiso de trabajador calificado normal, tambien puedo con 50.000?',
    ]);
    expect(skilled).toContain(
      'Por demostrar: Con 45 años o más y un salario bruto menor a €55.770',
    );
    const unmarried = askInConversation('es', [
      'Mi esposo y yo somos ingenieros de sistemas, yo tengo 33 y el 36. Yo tengo ingles B2 y aleman A1, 4 años de experiencia (2022 a hoy). Él también cumple todos los requisitos y viene conmigo. Cuantos puntos tengo yo?',
      'ah perdon, en realidad no estamos casados, somos novios hace 6 años. cambia?',
    ]);
    expect(unmarried).toContain('Tu pareja no suma el punto mientras no estén casados');
    expect(unmarried).toContain('Suman 5 puntos');
  });
});
