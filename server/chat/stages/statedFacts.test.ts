import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

/** Facts the pages state, reached from a visitor's own wording of them. */
describe('facts the pages state', () => {
  it("gives the relocation page's reasons for Germany", () => {
    const reply = ask('es', 'xq deberia irme a alemania y no a otro lado, segun ustedes?');
    expect(reply.response).toContain('Seguridad y estabilidad');
  });

  it("gives the Marketing Lab's care after launch", () => {
    const reply = ask(
      'en',
      'Once your marketing lab has launched our new website, do you just hand it over and walk away?',
    );
    expect(reply.response).toContain('keep improving');
  });

  it("says the Germany check's result is general information, not legal advice", () => {
    const reply = ask(
      'en',
      'About the Can I go to Germany tool: does it save my answers somewhere, and is what it tells me legal advice?',
    );
    expect(reply.response).toContain('general information, not legal advice');
  });

  it('says how long the chat is kept when asked with cookies', () => {
    const reply = ask(
      'es',
      'la web me pone cookies? y hasta cuando queda guardado lo q hablo en el chat?',
    );
    expect(reply.response).toContain('pestaña');
  });

  it('says who bills a staff augmentation client: one European invoice', () => {
    const reply = ask(
      'en',
      'with staff augmentation who actually bills us, some entity in latin america? our finance team hates foreign paperwork',
    );
    expect(reply.response.toLowerCase()).toContain('european invoice');
  });

  it('lists whom staff augmentation is for', () => {
    const reply = ask('en', 'What kind of companies is staff augmentation for?');
    expect(reply.response).toContain('Startups and scaleups');
  });
  it("names where the testimonials' illustrative people are from", () => {
    const reply = ask(
      'es',
      'los testimonios de la pagina son de clientes de verdad? y la valeria de donde es',
    );
    expect(reply.response).toContain('La Paz');
  });
});
