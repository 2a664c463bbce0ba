import { describe, expect, it } from 'vitest';
import { maxHistoryTurns } from '../../../src/shared/chat/protocol';
import { ask, knowledge, visitors } from './testKnowledge';

/** What the site states about itself: its providers, its imprint, the visitor's data rights. */
describe('questions about the site itself', () => {
  it('reads "which external service / tool do you use for booking" as the providers', () => {
    const calendly = 'Calendly';
    expect(ask('en', 'Which external service do you use for booking calls?').response).toContain(
      calendly,
    );
    expect(ask('es', '¿Qué herramienta usan para agendar las llamadas?').response).toContain(
      calendly,
    );
    expect(ask('de', 'Welches Tool nutzen Sie für die Terminbuchung?').response).toContain(
      calendly,
    );
  });

  it("reads the chat assistant's answers as legal information asked in German as the terms' chat section", () => {
    for (const text of [
      'Sind die Antworten Ihres Chats eine verlässliche Rechtsauskunft für meinen Fall?',
      'Taugt Ihr Chat-Assistent als Rechtsberatung für meinen Aufenthalt?',
    ]) {
      const reply = ask('de', text);
      expect(reply.asks).toContainEqual({ aspect: 'chatTerms' });
      expect(reply.response).not.toContain(
        knowledge.de.engine.guardReplies.legalAdvice.slice(0, 40),
      );
    }
  });

  it('tells how to take part in the social work, with the contact page, as its page ends', () => {
    for (const lng of ['en', 'es', 'de'] as const) {
      const text = {
        en: 'I would like to volunteer as a mentor in your community work. How?',
        es: 'quiero ser voluntaria en sus mentorías, cómo hago?',
        de: 'Ich würde mich gern ehrenamtlich beim Mentoring engagieren. Wie geht das?',
      }[lng];
      expect(ask(lng, text).response).toContain(knowledge[lng].values.contactUrl);
    }
  });

  it('names the European standard the accessibility work follows, however it is called', () => {
    for (const [lng, text] of [
      ['en', 'What EU norm do you follow to make the website accessible?'],
      ['es', '¿Con qué norma de la UE trabajan la accesibilidad de la web?'],
      ['de', 'An welchen Standard halten Sie sich bei der Barrierefreiheit?'],
    ] as const) {
      expect(ask(lng, text).response).toContain('EN 301 549');
    }
  });

  it('names the imprint for who is responsible for the content, not the data controller', () => {
    const imprint = knowledge.de.pages.get('imprint')?.url ?? 'imprint';
    const de = ask('de', 'Wo steht, wer für die Inhalte der Website verantwortlich ist?');
    expect(de.response).toContain(imprint);
    expect(ask('en', 'Who is responsible for the content of this website?').response).toContain(
      knowledge.en.pages.get('imprint')?.url,
    );
  });

  it('reads company registration and legal representation as the imprint', () => {
    const imprint = (locale: 'en' | 'es' | 'de') => knowledge[locale].pages.get('imprint')?.url;
    expect(ask('en', 'Where do I see your company registration number?').response).toContain(
      imprint('en'),
    );
    expect(ask('en', 'Who is your legal representative?').response).toContain('Max Mustermann');
    expect(ask('es', '¿Dónde veo los datos de registro de la empresa?').response).toContain(
      imprint('es'),
    );
    expect(ask('de', 'Wo stehen Ihre Registerdaten?').response).toContain(imprint('de'));
  });

  it('lists every data right, the complaint among them, once for a two-part question', () => {
    const en = ask(
      'en',
      'What rights do I have over my data, and which authority can I complain to?',
    );
    expect(en.response).toContain('erasure');
    expect(en.response).toContain('Berlin');
    expect(en.facts).toHaveLength(1);
    const es = ask('es', '¿Qué derechos tengo sobre mis datos? ¿Y ante quién puedo reclamar?');
    expect(es.response).toContain('supresión');
    expect(es.response).not.toContain(';;');
  });

  it('says how many earlier messages each chat message carries', () => {
    const count = `${maxHistoryTurns}`;
    for (const [lng, question] of [
      ['en', 'How many earlier messages does the chat send with each question?'],
      ['es', '¿Cuántos mensajes anteriores manda el chat con cada pregunta?'],
      ['de', 'Wie viele frühere Nachrichten schickt der Chat bei jeder Frage mit?'],
    ] as const) {
      expect(ask(lng, question).response).toMatch(new RegExp(`\\b${count}\\b`));
    }
  });

  it("answers the chat's terms, not the governing law, when the terms are asked about the chat", () => {
    const reply = ask('es', '¿Qué dicen los términos sobre este chat?');
    expect(reply.asks).toEqual([{ aspect: 'chatTerms' }]);
  });

  it('answers every part about data: what is kept, for how long, and where to complain', () => {
    const reply = ask(
      'en',
      'What do you keep about me if I send my CV, for how long, and where could I complain if I disagree with how you handle it?',
    );
    expect(reply.asks.map((item) => item.aspect)).toContain('dataRetention');
    expect(reply.asks.map((item) => item.aspect)).not.toContain('speed');
    expect(reply.response).toContain('24 months');
    expect(reply.response).toContain('Berlin');
    const de = ask(
      'de',
      'Setzen Sie Cookies oder Analyse-Tools ein? Und welche Datenschutzaufsicht ist für Sie zuständig?',
    );
    expect(de.response).toContain('Berliner Beauftragten');
  });
  it('takes a request to erase what is held as the retention answer, with where to write', () => {
    const reply = ask(
      'en',
      'Can you wipe my candidate profile from your system? Who do I contact?',
    );
    expect(reply.asks.map((item) => item.aspect)).toContain('dataRetention');
    expect(reply.response).toContain(knowledge.en.values.emailClients);
  });

  it('says a booked call creates no contract when asked whether booking binds', () => {
    const de = ask('de', 'Bindet uns ein gebuchtes Erstgespräch an irgendetwas?');
    expect(de.asks).toEqual([{ aspect: 'commitment' }]);
    expect(de.response).toContain('keinen Vertrag');
    expect(ask('en', 'If I book a call, am I obliged to buy anything?').response).toContain(
      'does not create a contract',
    );
  });

  it("answers whether the company pays for something with the service's included and not-included lists", () => {
    const en = ask(
      'en',
      "Under staff augmentation, would you pay for the engineer's onboarding courses?",
    );
    expect(en.asks).toContainEqual({ aspect: 'included', service: 'staffAugmentation' });
    expect(en.response).toContain('Not included:');
    expect(en.response).toContain('technical training');
  });

  it('names the embassy when asked in which place or city the visa is applied for', () => {
    const es = ask('es', 'vivo en Cochabamba, en qué ciudad presento mi visa de estudiante?');
    expect(es.asks.map((item) => item.aspect)).toContain('visaOffice');
    expect(es.response).toContain('La Paz');
    expect(ask('de', 'An welchem Ort beantrage ich in Bolivien das Visum?').response).toContain(
      'La Paz',
    );
  });

  it('reads going to Germany to apply to a university as the study-application stay', () => {
    const es = ask(
      'es',
      'quiero ir a alemania para postular a la universidad, cuánto tiempo puedo estar?',
    );
    expect(es.asks.map((item) => item.service)).toContain('studyApplication');
    expect(es.response).toContain('nueve meses');
  });

  it("names WhatsApp's recipient and the booking calendar's provider among the providers", () => {
    const de = ask('de', 'Wer erhält unsere Daten, wenn wir Sie über WhatsApp kontaktieren?');
    expect(de.response).toContain('WhatsApp Ireland');
    const es = ask(
      'es',
      'cuando agendo la llamada q empresa maneja el calendario? me preocupa mis datos',
    );
    expect(es.response).toContain('Calendly');
  });

  it('says how long a talent profile and business records are kept, in any wording', () => {
    expect(
      ask('en', 'If I put my profile in your talent pool, how long will you hold on to it?')
        .response,
    ).toContain('24 months');
    expect(
      ask('es', 'si subo mi perfil de talento cuanto tiempo lo tienen guardado?').response,
    ).toContain('24 meses');
    expect(
      ask('de', 'Wie lange bewahren Sie Geschäftsbriefe und Buchhaltungsunterlagen auf?').response,
    ).toMatch(/sechs bzw. zehn Jahre/);
  });

  it('gives the retention share for "still in the role a year later"', () => {
    expect(
      ask('en', 'What share of the people you place are still in the role a year later?').response,
    ).toContain('94%');
  });

  it('gives the VAT ID for a tax-ID wording that does not name the imprint', () => {
    expect(ask('en', "What's your tax ID?").response).toContain('DE000000000');
    expect(ask('es', 'Necesito el NIF de su empresa').response).toContain('DE000000000');
    expect(ask('de', 'Wie lautet Ihre Umsatzsteuernummer?').response).toContain('DE000000000');
  });

  it('reads the words visitors use for what the site calls otherwise', () => {
    // "currículum" is the CV, "still on board" is retained, the visa named before "where".
    expect(ask('es', '¿Me ayudan con mi currículum para las entrevistas?').response).toContain(
      'CV',
    );
    expect(
      ask('en', 'How many of your placements are still on board after twelve months?').response,
    ).toContain('94%');
    expect(ask('es', 'y la visa donde se pide si estoy en Bolivia?').response).toContain('La Paz');
  });

  it('gives the language level asked for studying in general, and the certificates when asked', () => {
    const level = ask('de', 'Welches Sprachniveau brauche ich für ein Studium in Deutschland?');
    expect(level.response).toMatch(/B1|B2/);
    const en = ask(
      'en',
      'For studying abroad in Germany, which language level do universities usually want?',
    );
    expect(en.response).toMatch(/B1|B2/);
    const certificate = ask('en', 'do you help with the language certificate for studying?');
    expect(certificate.facts.map((fact) => fact.id)).toContain('bank:studyLanguage');
  });

  it('knows the Marketing Lab as a design lab, and keeping a profile as hanging on to it', () => {
    const lab = ask('es', '¿Qué entrega su laboratorio de diseño al final del proyecto?');
    expect(lab.asks.map((asked) => asked.service)).toContain('marketingLab');
    const labDe = ask('de', 'Was macht Ihr Design-Lab genau für Unternehmen?');
    expect(labDe.response).toContain('Marketing Lab');
    const kept = ask('de', 'Wie lange heben Sie mein Talentprofil auf?');
    expect(kept.response).toContain('24 Monate');
    const until = ask('de', 'Bis wann haben Sie mein Profil noch in Ihrer Datenbank?');
    expect(until.response).toContain('24 Monate');
    const hang = ask('en', 'will you hang onto my CV after the hiring is over?');
    expect(hang.asks.map((asked) => asked.aspect)).toContain('dataRetention');
  });

  it('reads "until when do you keep it" with words between as how long a profile is kept', () => {
    const es = ask('es', 'Y mi perfil de talento, ¿hasta cuándo me lo guardan?');
    expect(es.response).toContain('24 meses');
    const en = ask('en', 'Until when will my talent profile be kept by you?');
    expect(en.response).toContain('24 months');
    const de = ask('de', 'Bis wann wird mein Talentprofil bei Ihnen aufbewahrt?');
    expect(de.response).toContain('24 Monate');
  });

  it("names the browser storage entries, the language's among them, as the privacy policy does", () => {
    const en = ask('en', 'How does the site remember the language I picked?');
    expect(en.response).toContain('"site.lng" (local storage)');
    expect(en.response).not.toContain('{{');
    const de = ask('de', 'Was speichert Ihre Website in meinem Browser?');
    expect(de.response).toContain('„site.lng“');
    expect(de.response).toContain('„site.chat“');
    const es = ask('es', '¿qué guarda el sitio en mi navegador?');
    expect(es.response).toContain('site.chat');
  });

  it('reads who is responsible for my data as the controller, in each language', () => {
    for (const [locale, text] of [
      ['en', 'Who is responsible for my personal data here?'],
      ['es', '¿quién es el responsable legal del tratamiento de mis datos?'],
      ['de', 'Wer ist für meine Daten verantwortlich?'],
    ] as const) {
      const reply = ask(locale, text);
      expect(reply.asks).toContainEqual({ aspect: 'controller' });
      expect(reply.response).toContain('Soultech GmbH');
    }
  });

  it('says there are no user accounts when asked about creating one or logging in', () => {
    const en = ask('en', 'Is there a login, or do I have to create an account to see prices?');
    expect(en.response).toContain('There are no user accounts');
    expect(en.response).toContain('/terms#services');
    const es = ask('es', '¿hay que iniciar sesión o crear una cuenta para usar el chat?');
    expect(es.response).toContain('No hay cuentas de usuario');
    const de = ask('de', 'Brauche ich ein Benutzerkonto, um das Formular zu sehen?');
    expect(de.response).toContain('Es gibt keine Benutzerkonten');
    const apply = ask('en', 'How do I sign up as a developer?', visitors.professional);
    expect(apply.response).not.toContain('There are no user accounts');
  });

  it("answers what the Marketing Lab covers with its portfolio, not the packages' call offer", () => {
    const de = ask('de', 'Welche Bereiche deckt Ihr Marketing Lab ab?', visitors.company);
    expect(de.response).toContain('Branding, Webdesign und Marketingmaterialien');
    const en = ask('en', 'What is included in the marketing lab?', visitors.company);
    expect(en.response).toContain('branding, web design and marketing assets');
    const es = ask('es', '¿Qué incluye su marketing lab?', visitors.company);
    expect(es.response).toContain('branding, diseño web y piezas de marketing');
  });

  it('reads an accessibility problem or complaint as a reported barrier, with the conciliation body', () => {
    const en = ask('en', 'I hit an accessibility issue on your site. Where do I report it?');
    expect(en.response).toContain('clients@example.com');
    expect(en.response).toContain('conciliation');
    const es = ask(
      'es',
      'tengo un problema de accesibilidad con su web; si no lo arreglan, hay alguna instancia de conciliación?',
    );
    expect(es.response).toContain('Schlichtungsstelle');
  });

  it('reads bills on the books as billing, and a vendor onboarding or local court as the legal details', () => {
    const bills = ask('en', 'Do we get separate bills for each developer we add?');
    expect(bills.asks.map((asked) => asked.aspect)).toContain('billing');
    const facturas = ask('es', '¿Nos mandan facturas separadas por cada desarrollador?');
    expect(facturas.response).toContain('factura europea');
    const court = ask(
      'en',
      'Our supplier onboarding needs it: which district court registered you?',
    );
    expect(court.response).toContain('Charlottenburg');
    const alta = ask('es', 'para el alta de proveedor necesitamos saber dónde están registrados');
    expect(alta.response).toContain('Charlottenburg');
    const de = ask('de', 'Bei welchem Amtsgericht ist Ihre Firma registriert?');
    expect(de.response).toContain('Charlottenburg');
  });

  it("answers a question about the chat's own answers or an AI company from the terms and privacy page", () => {
    const advice = ask('es', '¿lo que me dice el chat sirve como asesoría legal para mi permiso?');
    expect(advice.response).toContain('información general');
    const de = ask('de', 'Was der Chat sagt, ist das eine Rechtsberatung für mein Visum?');
    expect(de.response).toContain('allgemeine Informationen');
    const ai = ask('en', 'Does your chat send my messages to an artificial intelligence company?');
    expect(ai.response).toContain(knowledge.en.values.aiProvider);
    const ki = ask('de', 'Gehen meine Nachrichten an eine KI-Firma?');
    expect(ki.response).toContain(knowledge.de.values.aiProvider);
    // A visitor's own case still gets the refusal.
    const own = ask('en', 'Can you give me legal advice on my residence permit?');
    expect(own.response).not.toContain('general information');
  });

  it('reads "the people who run the company" as the founders, with their roles', () => {
    for (const [lng, text] of [
      ['es', '¿quién es la persona que dirige Soultech?'],
      ['en', 'Who are the people who run your firm?'],
      ['de', 'Wer führt das Unternehmen eigentlich?'],
    ] as const) {
      const reply = ask(lng, text);
      expect(reply.response).toContain('CEO');
      expect(reply.response).toContain('COO');
    }
  });

  it('reads "why is it worth moving to Germany?" as what Germany offers', () => {
    for (const [lng, text, word] of [
      ['es', '¿por qué conviene irse a Alemania según ustedes?', 'Unión Europea'],
      ['en', 'Is it really worth relocating to Germany? Why?', 'European Union'],
      ['de', 'Lohnt sich der Umzug nach Deutschland überhaupt?', 'Europäischen Union'],
    ] as const) {
      expect(ask(lng, text).response).toContain(word);
    }
  });

  it('reads "Krankenschwester" as the nursing program', () => {
    const reply = ask('de', 'Haben Sie auch etwas für Krankenschwestern?');
    expect(reply.response).toContain('Pflegeprogramm');
  });

  it('reads how long a profile stays in the talent pool as how long it is kept, not hiring time', () => {
    const de = ask('de', 'Wie lange liegen Bewerberprofile bei Ihnen im Talentpool?');
    expect(de.asks.map((asked) => asked.aspect)).toContain('dataRetention');
    expect(de.response).toContain('24 Monate');
    const en = ask('en', 'How long do candidate profiles sit in your talent pool?');
    expect(en.response).toContain('24 months');
    const es = ask('es', '¿cuánto tiempo queda un perfil en su base de talentos?');
    expect(es.response).toContain('24 meses');
  });
});
