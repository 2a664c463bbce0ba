import { describe, expect, it } from 'vitest';
import { ask, knowledge } from './testKnowledge';

describe('which page to read', () => {
  it('names the pages of the service asked about, the relocation page among them', () => {
    const reply = ask(
      'en',
      'where do I read everything about moving, the migration page or the relocation page?',
    );
    const pages = knowledge.en.pages;
    for (const page of ['relocation', 'migration'] as const) {
      expect(reply.response).toContain(pages.get(page)?.url);
      expect(reply.response).toContain(pages.get(page)?.name);
    }
  });

  it('reads salary thresholds as the Blue Card, and building a brand or a website as the Marketing Lab', () => {
    const thresholds = ask('en', 'Which page lists the salary thresholds?');
    expect(thresholds.response).toContain(knowledge.en.pages.get('germanyCheck')?.url);
    const marke = ask(
      'de',
      'Ein Bekannter will seine eigene Marke aufbauen. Welche Seite empfehle ich ihm?',
    );
    expect(marke.response).toContain(knowledge.de.pages.get('marketingLab')?.url);
    const web = ask('es', 'mi tía quiere crear su página web, qué página le muestro?');
    expect(web.response).toContain(knowledge.es.pages.get('marketingLab')?.url);
  });

  it('names the permit pages, the Germany check among them, not the home page, for which permit could apply', () => {
    for (const [lng, text] of [
      ['en', 'On which page do you explain what kind of work permit I could get?'],
      ['es', '¿En qué página explican qué permiso de residencia me podría servir?'],
      ['de', 'Auf welcher Seite erklären Sie, welches Visum für meine Schwester möglich wäre?'],
    ] as const) {
      const reply = ask(lng, text).response;
      const check = knowledge[lng].pages.get('germanyCheck')?.url ?? 'germany-check';
      expect(reply).toContain(check);
      expect(reply).not.toContain(`${knowledge[lng].pages.get('home')?.url} `);
    }
  });

  it('answers what else the message asks after the pages', () => {
    const reply = ask(
      'de',
      'Auf welcher Seite finde ich alles zu Staff Augmentation, und was kostet es?',
    );
    expect(reply.response).toContain(knowledge.de.pages.get('staffAugmentation')?.url);
    expect(reply.response).toContain(knowledge.de.nextStepUrls.booking);
  });
  it('finds a page by its own name, and otherwise by the facts its sections state', () => {
    const faqs = ask('es', 'en q pagina encuentro sus preguntas frecuentes?');
    expect(faqs.response).toContain(knowledge.es.pages.get('faqs')?.url);
    const privacy = ask(
      'de',
      'Auf welcher Seite steht, welche Daten Sie verarbeiten und wie lange Sie sie aufbewahren?',
    );
    expect(privacy.response).toContain(knowledge.de.pages.get('privacyPolicy')?.url);
    const accessibility = ask(
      'de',
      'Wo lese ich nach, wie zugänglich Ihre Website für Menschen mit Behinderungen ist?',
    );
    expect(accessibility.response).toContain(knowledge.de.pages.get('accessibility')?.url);
  });

  it("finds a page by another form of its name's words ('häufigen Fragen' for 'Häufige Fragen')", () => {
    const faqs = ask('de', 'Auf welcher Seite stehen Ihre häufigsten Fragen für Firmen?');
    expect(faqs.response).toContain(knowledge.de.pages.get('faqs')?.url);
    const inflected = ask('de', 'Haben Sie eine Seite mit häufigen Fragen für Unternehmen?');
    expect(inflected.response).toContain(knowledge.de.pages.get('faqs')?.url);
  });

  it('reads checking whether one qualifies as the Germany check', () => {
    const en = ask(
      'en',
      'Is there a page where I can check whether I even qualify to move to Germany?',
    );
    expect(en.response).toContain(knowledge.en.pages.get('germanyCheck')?.url);
    const de = ask(
      'de',
      'Wo kann ich prüfen, welche Aufenthaltswege für eine Kandidatin aus Peru in Frage kommen?',
    );
    expect(de.response).toContain(knowledge.de.pages.get('germanyCheck')?.url);
  });

  it("names the page whose passage states what is asked, and a service passage's own page", () => {
    const vat = ask('es', '¿en qué página sale su número de IVA?');
    expect(vat.response).toContain(knowledge.es.pages.get('imprint')?.url);
    const staff = ask(
      'de',
      'Welche Seite beschreibt, dass Sie Fachkräfte in Lateinamerika mit regulärem Arbeitsvertrag beschäftigen?',
    );
    expect(staff.response).toContain(knowledge.de.pages.get('staffAugmentation')?.url);
  });

  it('reads "where is the info on" and "is there a page with" as asking for a page', () => {
    const faqs = ask('en', 'where can I find information on the common questions?');
    expect(faqs.response).toContain(knowledge.en.pages.get('faqs')?.url);
    const fragen = ask('de', 'Wo finde ich Infos zu den häufigsten Fragen von Unternehmen?');
    expect(fragen.response).toContain(knowledge.de.pages.get('faqs')?.url);
  });

  it('names the page whose own name and summary hold what is asked, not one that only mentions it', () => {
    const remote = ask('es', 'qué página tiene trabajos remotos para latinos?');
    const card = knowledge.es.pages.get('soulmatchTalent');
    expect(remote.response).toContain(`${card?.name}: ${card?.description} ${card?.url}`);
    expect(remote.response).not.toContain(knowledge.es.pages.get('forTalent')?.url);
    const faqs = ask('en', 'which page is about the common questions?');
    expect(faqs.response).toContain(knowledge.en.pages.get('faqs')?.url);
  });

  it('names the Why Us page for why to choose the company over others, asked in other words', () => {
    for (const [lng, text] of [
      ['es', '¿dónde puedo ver qué los distingue de otras consultoras?'],
      ['en', 'Is there a page on what sets you apart from other recruiters?'],
      ['de', 'Wo kann ich sehen, was Sie von anderen Personalberatungen unterscheidet?'],
    ] as const) {
      expect(ask(lng, text).response).toContain(knowledge[lng].pages.get('whyUs')?.url);
    }
  });

  it('names the privacy policy for where it says what happens to chat messages', () => {
    for (const [lng, text] of [
      ['de', 'Wo kann ich nachlesen, was mit meinen Chat-Nachrichten passiert?'],
      ['en', 'Which page says what happens to my chat messages?'],
      ['es', '¿En qué página dice qué pasa con mis mensajes del chat?'],
    ] as const) {
      expect(ask(lng, text).response).toContain(knowledge[lng].pages.get('privacyPolicy')?.url);
    }
  });
});
