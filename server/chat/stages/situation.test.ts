import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

const { values, nextStepUrls } = knowledge.en;

describe("the visitor's situation with the company", () => {
  it('waiting for an answer gets the honest next step and the channels, not the form again', () => {
    const reply = ask('en', 'I filled the pre-evaluation a week ago and nobody answered');
    expect(reply.kind).toBe('contact');
    expect(reply.response).toContain(values.emailTalent);
    expect(reply.response).toContain(nextStepUrls.whatsapp);
    expect(reply.response).not.toContain(nextStepUrls.preEvaluation);
  });

  it('reads it in Spanish and German, and for a company', () => {
    const es = ask('es', 'llené la evaluación previa hace una semana y nadie me respondió');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.waiting);
    const de = ask(
      'de',
      'Wir haben Ihnen vor acht Tagen das Anfrageformular geschickt, können Sie nachsehen?',
      visitors.company,
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.waiting);
    expect(de.response).not.toContain(knowledge.de.nextStepUrls.companyRequest);
  });

  it('reads waiting told as a request sent and the silence since, in any words', () => {
    const de = ask(
      'de',
      'Ich habe mich im Mai über Ihr Profilformular beworben, bis heute keine Reaktion.',
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.waiting);
    const en = ask(
      'en',
      'I applied through your talent form in March and still nothing, who can I talk to?',
    );
    expect(en.response).toContain(knowledge.en.engine.situationReplies.waiting);
    const es = ask('es', 'mandé mi solicitud en octubre y hasta ahora nada, a quién le escribo?');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.waiting);
  });

  it('answers a question asked in a sentence of its own after it', () => {
    const reply = ask('en', 'You charged me twice for the package. How much is the premium one?');
    expect(reply.response).toContain(knowledge.en.engine.situationReplies.charge);
    expect(reply.response).toContain(values.premium);
  });

  it('leaves a question about where to complain about data to the privacy answer', () => {
    const reply = ask('de', 'Bei welcher Aufsichtsbehörde kann ich mich über Sie beschweren?');
    expect(reply.response).not.toContain(knowledge.de.engine.situationReplies.complaint);
  });

  it('a booked call to cancel or move gets the channels, not the intro call again', () => {
    const en = ask(
      'en',
      'I booked an intro call for Thursday but something came up. How do I cancel or move it?',
    );
    expect(en.response).toContain(knowledge.en.engine.situationReplies.booking);
    expect(en.response).toContain(nextStepUrls.whatsapp);
    const de = ask('de', 'Ich habe für morgen ein Gespräch gebucht, wie sage ich ab?');
    expect(de.response).toContain(knowledge.de.engine.situationReplies.booking);
    const es = ask('es', 'Agendé una llamada para el jueves pero no puedo, ¿cómo la cancelo?');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.booking);
  });

  it('reads a booked call one cannot make with a word between ("schaffe es leider nicht")', () => {
    const de = ask(
      'de',
      'Wir haben für Freitag einen Termin vereinbart, das klappt bei uns aber nicht.',
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.booking);
    const own = ask('de', 'Mein Erstgespräch ist heute, ich schaffe das zeitlich leider nicht.');
    expect(own.response).toContain(knowledge.de.engine.situationReplies.booking);
  });

  it('reads a team that cannot make its booked call, and "how do we cancel" in the plural', () => {
    const de = ask(
      'de',
      'Unser Geschäftsführer kann das gebuchte Gespräch am Dienstag nicht wahrnehmen.',
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.booking);
    expect(de.response).toContain('clients@example.com');
    const plural = ask('de', 'Der Termin passt uns nicht mehr. Wie sagen wir ihn ab?');
    expect(plural.response).toContain(knowledge.de.engine.situationReplies.booking);
    const en = ask('en', 'Our CTO is ill on the day of the intro call. How do we reschedule?');
    expect(en.response).toContain(knowledge.en.engine.situationReplies.booking);
    const es = ask('es', 'A nuestra gerente no le da el horario de la llamada, ¿cómo la movemos?');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.booking);
  });

  it('reads being stuck in a part of the site as broken, and gives the channels', () => {
    const de = ask('de', 'Im Formular komme ich mit der Tastatur nicht weiter.');
    expect(de.response).toContain(knowledge.de.engine.situationReplies.broken);
    const en = ask('en', 'I got stuck in the booking window and cannot book.');
    expect(en.response).toContain(knowledge.en.engine.situationReplies.broken);
    const es = ask('es', 'En la ventana de citas no puedo avanzar.');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.broken);
  });

  it('reads a line billed twice as a charge, and "how do I cancel" after a booked call', () => {
    const en = ask('en', 'The March invoice shows the same consultant twice. Who fixes that?');
    expect(en.response).toContain(knowledge.en.engine.situationReplies.charge);
    const de = ask('de', 'Die Rechnung führt denselben Entwickler zweimal auf, bitte korrigieren.');
    expect(de.response).toContain(knowledge.de.engine.situationReplies.charge);
    const es = ask('es', 'En la factura de mayo nos cobraron dos veces la misma persona.');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.charge);
    const cancel = ask('en', 'We have a call booked with you next week. How can I cancel?');
    expect(cancel.response).toContain(knowledge.en.engine.situationReplies.booking);
    expect(cancel.response).toContain(nextStepUrls.whatsapp);
    const storno = ask('de', 'Ich habe einen Termin am Montag. Wie storniere ich den?');
    expect(storno.response).toContain(knowledge.de.engine.situationReplies.booking);
  });

  it('reads a wrong amount as a charge, and displeasure with a recruiter as a complaint', () => {
    const de = ask(
      'de',
      'Auf unserer letzten Rechnung stimmt der Betrag nicht. Wohin wende ich mich?',
      visitors.company,
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.charge);
    const en = ask('en', "I'm not happy with how one of your recruiters treated our candidate.");
    expect(en.response).toContain(knowledge.en.engine.situationReplies.complaint);
  });

  it('does not take "how do I book a call?" for a situation', () => {
    expect(ask('de', 'Wie kann ich einen Termin vereinbaren?').response).not.toContain(
      knowledge.de.engine.situationReplies.complaint,
    );
  });

  it('a part of the site that does not work gets the channels, the phone among them', () => {
    const en = ask(
      'en',
      "The booking window doesn't work with my keyboard at all. How can I still get a call?",
    );
    expect(en.response).toContain(knowledge.en.engine.situationReplies.broken);
    expect(en.response).toContain(values.emailClients);
    expect(en.response).toContain(values.phone);
    const es = ask('es', 'El formulario de evaluación previa no carga en mi celular, ¿qué hago?');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.broken);
    const de = ask('de', 'Das Kontaktformular lässt sich nicht absenden. Wie erreiche ich Sie?');
    expect(de.response).toContain(knowledge.de.engine.situationReplies.broken);
    // A failure without a part of the site is no situation.
    expect(ask('en', 'What if the developer does not work out?').response).not.toContain(
      knowledge.en.engine.situationReplies.broken,
    );
  });

  it('reads a charge or a cancellation however the German sentence orders it', () => {
    const charge = ask(
      'de',
      'Uns wurde die Monatsrechnung für Staff Augmentation doppelt belastet. Wie klären wir das?',
      visitors.company,
    );
    expect(charge.response).toContain(knowledge.de.engine.situationReplies.charge);
    const cancel = ask('de', 'Wir müssen unser gebuchtes Erstgespräch morgen leider absagen.');
    expect(cancel.response).toContain(knowledge.de.engine.situationReplies.booking);
  });

  it('answers the other sentence as asked alone, not with the words of the situation', () => {
    const reply = ask(
      'de',
      'Uns wurde die Monatsrechnung für Staff Augmentation doppelt belastet. Wie klären wir das?',
      visitors.company,
    );
    // "Wie klären wir das?" is what the situation's reply answers: no service overview follows.
    expect(reply.kind).toBe('contact');
    expect(reply.facts).toEqual([]);
  });

  it('reads a charge, a date to change and a complaint about a person in other words', () => {
    const charge = ask('en', 'I was charged for the Premium package but I bought Standard.');
    expect(charge.response).toContain(knowledge.en.engine.situationReplies.charge);
    const move = ask('es', 'Quiero cambiar la fecha de mi llamada del viernes.');
    expect(move.response).toContain(knowledge.es.engine.situationReplies.booking);
    const complaint = ask('de', 'Ich möchte mich über eine Beraterin beschweren.');
    expect(complaint.response).toContain(knowledge.de.engine.situationReplies.complaint);
  });

  it('reads "any news?" after a form sent last week as waiting, and "no me carga" as broken', () => {
    const news = ask('en', 'We submitted the company request form last Monday. Any news?');
    expect(news.response).toContain(knowledge.en.engine.situationReplies.waiting);
    const page = ask('es', 'no me carga la página de reserva de llamadas');
    expect(page.response).toContain(knowledge.es.engine.situationReplies.broken);
    // A question that only mentions an answer it lacks is no waiting.
    const question = ask(
      'de',
      'Ich habe noch keine Antwort auf meine Frage zur Blauen Karte: Wie hoch ist das Mindestgehalt?',
    );
    expect(question.response).not.toContain(knowledge.de.engine.situationReplies.waiting);
  });

  it('reads a paid package with no contact since, a call to move and a refund wanted', () => {
    const paid = ask('en', 'I paid for the Basic package but never got the call link. What now?');
    expect(paid.response).toContain(knowledge.en.engine.situationReplies.waiting);
    const nobody = ask('es', 'Pagué el paquete Premium hace una semana y nadie me contactó.');
    expect(nobody.response).toContain(knowledge.es.engine.situationReplies.waiting);
    const move = ask(
      'en',
      'My colleague booked a call for us on Friday; we need to move it to next week.',
    );
    expect(move.response).toContain(knowledge.en.engine.situationReplies.booking);
    const refund = ask('en', 'I want a refund for the Standard package.');
    expect(refund.response).toContain(knowledge.en.engine.situationReplies.charge);
    // Asking whether there are refunds is a question the site does not answer, not a situation.
    const policy = ask('es', '¿Puedo pedir que me devuelvan el dinero si no me sirve el paquete?');
    expect(policy.response).toContain(knowledge.es.engine.notStated.slice(0, 20));
  });

  it('reads a booked call and what keeps the visitor from it, however it is worded', () => {
    const en = ask(
      'en',
      "We've scheduled a call with you for Monday, but our CTO won't be able to join. Who do I tell?",
    );
    expect(en.response).toContain(knowledge.en.engine.situationReplies.booking);
    // The sentence that only says what went wrong is not answered as a question of its own.
    expect(en.facts).toEqual([]);
    const es = ask(
      'es',
      'tengo una llamada con ustedes mañana y me surgió algo, a quién le aviso?',
    );
    expect(es.response).toContain(knowledge.es.engine.situationReplies.booking);
    const de = ask('de', 'Ich habe einen Termin vereinbart, bin am Donnerstag aber verhindert.');
    expect(de.response).toContain(knowledge.de.engine.situationReplies.booking);
  });

  it('reads an invoice and what is wrong with it in one sentence as a charge', () => {
    const de = ask(
      'de',
      'Für März wurde uns eine fehlerhafte Rechnung geschickt, die nicht zum Vertrag passt.',
      visitors.company,
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.charge);
    const es = ask('es', 'nos llegaron dos facturas del mismo mes por el mismo desarrollador');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.charge);
    const en = ask('en', 'Our statement lists the developer for the same month on two invoices.');
    expect(en.response).toContain(knowledge.en.engine.situationReplies.charge);
  });

  it('leaves questions about invoices and calls that tell nothing wrong to the facts', () => {
    const invoices = ask('en', 'Do we get one invoice per month or one per developer?');
    expect(invoices.response).not.toContain(knowledge.en.engine.situationReplies.charge);
    const high = ask('en', 'Is the monthly bill not too high for a junior developer?');
    expect(high.response).not.toContain(knowledge.en.engine.situationReplies.charge);
    const call = ask('es', '¿Cuánto dura la llamada que agendé para el viernes?');
    expect(call.response).not.toContain(knowledge.es.engine.situationReplies.booking);
  });
  it('reads two invoices for one developer and a call that was booked as situations', () => {
    const invoices = ask(
      'en',
      'We got two invoices for November for the same developer. Where do I get that fixed?',
    );
    expect(invoices.response).toContain(knowledge.en.engine.situationReplies.charge.slice(0, 30));
    const call = ask(
      'es',
      'tenia agendada la llamada inicial para el lunes pero no voy a poder, como les aviso?',
    );
    expect(call.response).toContain(knowledge.es.engine.situationReplies.booking.slice(0, 30));
  });

  it('answers a complaint about how data is handled with the data rights, a complaint about a person with the channel', () => {
    const data = ask(
      'en',
      "Two GDPR questions: if I'm unhappy with how you handle my data, which authority can I complain to, and can I get a copy of my data to take elsewhere?",
    );
    expect(data.response).toContain('Berlin Commissioner');
    expect(data.response).toContain('portability');
    const person = ask('en', "I'm unhappy with how your consultant treated me, I want to complain");
    expect(person.response).toContain(knowledge.en.engine.situationReplies.complaint.slice(0, 30));
  });

  it('reads a part of the site that cannot be used at all as broken, not as the channel it names', () => {
    const en = ask('en', 'Your contact form is unusable on my phone, who do I write to?');
    expect(en.response).toContain(knowledge.en.engine.situationReplies.broken);
    expect(en.response).toContain(values.emailClients);
    const es = ask('es', 'el calendario es imposible de usar con el teclado, a quién le aviso?');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.broken);
    const de = ask(
      'de',
      'Das Buchungsfenster ist mit der Tastatur nicht zu bedienen. Wem sage ich das?',
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.broken);
  });

  it('reads a part that "lädt bei mir nicht" or one the keyboard does not get through as broken', () => {
    for (const [lng, text] of [
      ['de', 'Der Kalender lädt bei mir einfach nicht. Wie kann ich trotzdem ein Gespräch buchen?'],
      ['de', 'Mit der Tastatur komme ich durch das Formular nicht durch, was nun?'],
      ['en', 'The booking window does not load for me. How can I still book a call?'],
      ['es', 'el formulario no carga y con el teclado no logro avanzar, como les escribo?'],
    ] as const) {
      const reply = ask(lng, text);
      expect(reply.response).toContain(knowledge[lng].engine.situationReplies.broken);
      expect(reply.response).toContain(knowledge[lng].values.emailClients);
    }
  });
});
