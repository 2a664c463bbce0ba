// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import { answer } from './engine';
import { loadKnowledge } from './knowledge';

const site = readSiteConfig({});
const knowledge = loadKnowledge(fileURLToPath(new URL('../../locales', import.meta.url)), site);
const exploring: VisitorType = { type: 'exploring', confidence: 0.5 };
const professional: VisitorType = { type: 'latam_professional', confidence: 0.2 };
const company: VisitorType = { type: 'european_company', confidence: 0.2 };

const ask = (locale: 'en' | 'es', question: string, visitor: VisitorType = exploring) =>
  answer(knowledge[locale], question, visitor);

/** The questions visitors ask first, asked their way, with what the answer must say. */
const faq: Record<'en' | 'es', [string, RegExp[]][]> = {
  en: [
    ['Do you only work with companies in Germany?', [/across Europe, not only in Germany/]],
    ['Do I need to speak German?', [/German is not required for many roles/, /English/]],
    [
      'How much does it cost for me as a candidate?',
      [/talent pays nothing/, /partnerships with the companies/],
    ],
    [
      'Can you help me with a work permit and visa?',
      [/Work permits and visa support come through our Talent Relocation program/],
    ],
    ['How long does the process take?', [/Timelines vary/, /4–6 weeks/]],
    [
      'How does staff augmentation work?',
      [/under 2 weeks/, /30–40% savings/, /optional 1-week trial/],
    ],
    [
      'What are your prices per month?',
      [/Junior from €2,500\/month/, /Mid-level from €3,500\/month/, /Senior from €5,000\/month/],
    ],
    [
      'What relocation packages do you offer?',
      [/Básico, \$97: a 45-minute advisory call/, /Estándar, \$397/, /Premium, \$497/],
    ],
    [
      'What is your phone number and e-mail?',
      [/\+49 30 0000 0000/, /talent@example\.com/, /clients@example\.com/],
    ],
    ['Are you available on weekends?', [/available 24\/7/]],
  ],
  es: [
    ['¿Trabajan solo con empresas de Alemania?', [/toda Europa, no solo de Alemania/]],
    ['¿Necesito hablar alemán?', [/No necesitas alemán para muchos puestos/, /inglés/]],
    ['¿Tengo que pagar algo?', [/el talento no paga nada/, /alianzas con las empresas/]],
    [
      '¿Me ayudan con la visa y el permiso de trabajo?',
      [/permisos de trabajo y visa llega a través de nuestro programa Reubicación de talento/],
    ],
    ['¿Cuánto tiempo tarda el proceso?', [/Los tiempos varían/, /de 4 a 6 semanas/]],
    [
      '¿Cómo funciona staff augmentation?',
      [/menos de 2 semanas/, /30 al 40 %/, /semana de prueba opcional/],
    ],
    [
      '¿Cuáles son sus precios por mes?',
      [/Junior desde €2\.500\/mes/, /nivel medio desde €3\.500\/mes/, /Senior desde €5\.000\/mes/],
    ],
    [
      '¿Qué paquetes de reubicación tienen?',
      [
        /Paquete Básico, \$97: una llamada de asesoría de 45 minutos/,
        /Paquete Estándar, \$397/,
        /Paquete Premium, \$497/,
      ],
    ],
    ['¿Cuál es su teléfono y correo?', [/\+49 30 0000 0000/, /talent@example\.com/]],
    ['¿Atienden los fines de semana?', [/disponible 24\/7/]],
  ],
};

describe.each(['en', 'es'] as const)('answer engine in %s', (locale) => {
  it.each(faq[locale])('answers "%s"', (question, expected) => {
    const reply = ask(locale, question);
    expect(reply.kind).toBe('answer');
    for (const pattern of expected) expect(reply.response).toMatch(pattern);
  });

  it('greets back', () => {
    const reply = ask(locale, locale === 'en' ? 'Hello!' : '¡Hola!');
    expect(reply.kind).toBe('greeting');
    expect(reply.response).toBe(knowledge[locale].chat.engine.greeting);
  });

  it('answers thanks', () => {
    const reply = ask(locale, locale === 'en' ? 'Thank you!' : '¡Muchas gracias!');
    expect(reply.kind).toBe('thanks');
    expect(reply.response).toContain(site.phone);
  });

  it('points to a human for questions it cannot answer', () => {
    const reply = ask(
      locale,
      locale === 'en' ? 'What is the capital of Peru?' : '¿Cuál es la capital del Perú?',
    );
    expect(reply.kind).toBe('unknown');
    expect(reply.response).toContain(site.phone);
    expect(reply.response).toContain(site.emails.talent);
    expect(reply.response).toContain('https://wa.me/');
  });

  it('answers a question that starts with a greeting', () => {
    const reply = ask(
      locale,
      locale === 'en' ? 'Hi, do I need German?' : 'Hola, ¿necesito alemán?',
    );
    expect(reply.kind).toBe('answer');
  });
});

describe('next steps fit the visitor type', () => {
  it('companies are offered a call', () => {
    const reply = ask('en', 'How long does it take?', company);
    expect(reply.nextStep).toBe('booking');
    expect(reply.response).toContain(site.booking.url);
  });

  it('companies asking about hiring get the request form', () => {
    const reply = ask('en', 'We want to hire developers', company);
    expect(reply.nextStep).toBe('companyRequest');
    expect(reply.response).toContain(site.forms.companyRequest);
  });

  it('professionals are offered their profile form, or the pre-evaluation for relocation', () => {
    expect(ask('en', 'How long does it take?', professional).nextStep).toBe('talentProfile');
    expect(ask('en', 'I want to find a remote job', professional).response).toContain(
      site.forms.talentProfile,
    );
    const relocation = ask('es', '¿Qué paquetes de reubicación tienen?', professional);
    expect(relocation.nextStep).toBe('preEvaluation');
    expect(relocation.response).toContain(site.forms.preEvaluation);
  });

  it('visitors still exploring get the step of the topic, or WhatsApp', () => {
    expect(ask('en', 'What are your monthly prices for a junior?').nextStep).toBe('booking');
    expect(ask('en', 'How long does the process take?').nextStep).toBe('whatsapp');
  });

  it('the same question gets the answer for the visitor audience', () => {
    expect(ask('en', 'How much does it cost?', professional).facts[0]?.doc.topic).toBe('cost');
    expect(ask('en', 'How much does it cost?', company).facts[0]?.doc.topic).toBe('pricing');
  });

  it('the contact answer needs no further step', () => {
    expect(ask('en', 'How can I contact you?').nextStep).toBeNull();
  });

  it('replies in Spanish carry the Spanish WhatsApp message', () => {
    const reply = ask('es', 'xyz qwerty');
    expect(reply.response).toContain(encodeURIComponent('Hola'));
  });
});

describe('page FAQs', () => {
  it('are part of the knowledge when a page bundle carries question/answer pairs', () => {
    const ids = knowledge.en.docs.map((doc) => doc.id);
    expect(ids.filter((id) => id.startsWith('chat.'))).toHaveLength(
      Object.keys(knowledge.en.chat.knowledge).length,
    );
  });
});
