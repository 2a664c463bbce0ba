import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

/** "What data of mine reaches you through X?": the privacy policy's item for channel X. */
describe('the data a channel passes on', () => {
  it('gives the item of the channel named, also when its name is a contact word', () => {
    const reply = ask(
      'de',
      'Welche Daten bekommen Sie von mir, wenn ich über WhatsApp Kontakt aufnehme?',
    );
    expect(reply.response).toContain('Telefonnummer, Ihren Profilnamen');
    expect(reply.response).toContain('privacy-policy');
  });

  it('gives the booking item, not another channel the message mentions in passing', () => {
    const reply = ask('en', 'When I book a call, which data of mine does the provider see?');
    expect(reply.response).toMatch(/^Booking a call: /);
    expect(reply.response).toContain('IP address and browser data');
  });

  it('leaves a data question that names no channel to the other stages', () => {
    const reply = ask('es', '¿Qué datos personales tratan ustedes?');
    expect(reply.response).not.toMatch(/^(WhatsApp|Correos|Agendar)/);
  });
});
