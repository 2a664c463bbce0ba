import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/chat.json';
import es from '../../../locales/es/chat.json';
import { readSiteConfig } from '../../config/siteConfig';
import {
  historyOf,
  maxHistoryTurns,
  maxVisitorTextLength,
  readHistory,
  unwrapMessage,
  wrapMessage,
} from './protocol';

const site = readSiteConfig({ VITE_BRAND: 'Acme', VITE_PHONE: '+49 30 1234 5678' });

describe('wrapMessage', () => {
  it('wraps in English: context sentence, briefing with both service lists, phone, the text', () => {
    const wrapped = wrapMessage(
      en.request,
      'Do I need German?',
      { type: 'latam_professional', confidence: 0.2 },
      site,
    );
    const parts = wrapped.split('\n\n');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe(en.request.context.latam_professional);
    for (const service of [
      'Remote Talent',
      'Talent Relocation',
      'Study Abroad',
      'Talent Hiring',
      'Startup Growth',
      'AI Solutions',
    ]) {
      expect(parts[1]).toContain(service);
    }
    expect(parts[1]).toContain('Acme');
    expect(parts[2]).toBe('Contact phone: +49 30 1234 5678');
    expect(parts[3]).toBe("Visitor's message: Do I need German?");
  });

  it('wraps in Spanish with the Spanish copy', () => {
    const wrapped = wrapMessage(
      es.request,
      '¿Necesito alemán?',
      { type: 'european_company', confidence: 0.1 },
      site,
    );
    expect(wrapped).toContain(es.request.context.european_company);
    expect(wrapped).toContain('Servicios para profesionales');
    expect(wrapped).toContain('Teléfono de contacto: +49 30 1234 5678');
    expect(wrapped.endsWith('Mensaje de la persona: ¿Necesito alemán?')).toBe(true);
  });

  it('uses the context sentence for each visitor type; unknown reads as exploring', () => {
    for (const type of ['latam_professional', 'european_company', 'exploring'] as const) {
      expect(wrapMessage(en.request, 'x', { type, confidence: 0.5 }, site)).toContain(
        en.request.context[type],
      );
    }
    expect(wrapMessage(en.request, 'x', { type: 'unknown', confidence: 0 }, site)).toContain(
      en.request.context.exploring,
    );
  });

  it('keeps the visitor text literal, placeholders and replacement patterns included', () => {
    const text = 'Price in $& and {{phone}} <b>?</b>';
    expect(
      wrapMessage(en.request, text, { type: 'exploring', confidence: 0.5 }, site).endsWith(text),
    ).toBe(true);
  });
});

describe('unwrapMessage', () => {
  it('takes the visitor text back out, in either language', () => {
    const type = { type: 'exploring', confidence: 0.5 } as const;
    expect(
      unwrapMessage(wrapMessage(en.request, 'Hi there\nsecond line', type, site), [
        en.request,
        es.request,
      ]),
    ).toBe('Hi there\nsecond line');
    expect(
      unwrapMessage(wrapMessage(es.request, 'Hola', type, site), [en.request, es.request]),
    ).toBe('Hola');
  });

  it('keeps a label repeated inside the visitor text', () => {
    const type = { type: 'exploring', confidence: 0.5 } as const;
    const text = "Visitor's message: twice";
    expect(unwrapMessage(wrapMessage(en.request, text, type, site), [en.request, es.request])).toBe(
      text,
    );
  });

  it('returns a plain message whole', () => {
    expect(unwrapMessage('  Just a question  ', [en.request, es.request])).toBe('Just a question');
  });
});

describe('history', () => {
  it('is optional, validated and capped', () => {
    expect(readHistory(undefined)).toEqual([]);
    expect(readHistory([{ role: 'visitor', text: 'hi' }])).toEqual([
      { role: 'visitor', text: 'hi' },
    ]);
    expect(readHistory('hi')).toBeNull();
    expect(readHistory([{ role: 'system', text: 'hi' }])).toBeNull();
    // A long reply sent back whole is read, cut to the length the widget sends.
    expect(
      readHistory([{ role: 'assistant', text: 'a'.repeat(maxVisitorTextLength * 5) }]),
    ).toEqual([{ role: 'assistant', text: 'a'.repeat(maxVisitorTextLength) }]);
    expect(readHistory([{ role: 'visitor', text: 42 }])).toBeNull();
    expect(
      readHistory(
        Array.from({ length: maxHistoryTurns + 1 }, () => ({ role: 'visitor', text: '' })),
      ),
    ).toBeNull();
  });

  it('is built from the last turns of a conversation, each within the limit', () => {
    const messages = Array.from({ length: 9 }, (_, index) => ({
      text: index === 8 ? 'x'.repeat(2000) : `m${index}`,
      isUser: index % 2 === 0,
    }));
    const history = historyOf(messages);
    expect(history).toHaveLength(maxHistoryTurns);
    expect(history[0]).toEqual({ role: 'assistant', text: 'm3' });
    expect(history.at(-1)?.text).toHaveLength(maxVisitorTextLength);
  });
});
