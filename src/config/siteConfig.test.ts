import { describe, expect, it } from 'vitest';
import { readSiteConfig, siteDefaults, standInSettings, telHref, whatsappUrl } from './siteConfig';

/** Every text variable set to a value of the business's own. */
const configuredEnv = Object.fromEntries(
  Object.keys(siteDefaults).map((name) => [
    name,
    name === 'VITE_PHONE' ? '+49 151 2345 678' : `https://acme.de/${name.toLowerCase()}`,
  ]),
);

describe('readSiteConfig', () => {
  it('falls back to obvious placeholders', () => {
    const site = readSiteConfig({});
    expect(site.brand).toBe('Soultech');
    expect(site.phone).toBe('+49 30 0000 0000');
    expect(site.whatsappNumber).toBe('493000000000');
    expect(site.emails).toEqual({
      clients: 'clients@example.com',
      people: 'people@example.com',
      talent: 'talent@example.com',
    });
    expect(site.chatApiUrl).toBe('');
    expect(Object.values(site.flags).every((f) => f === false)).toBe(true);
  });

  it('reads VITE_ variables, trims them and ignores blanks', () => {
    const site = readSiteConfig({
      VITE_BRAND: ' Acme ',
      VITE_PHONE: '+49 151 2345 678',
      VITE_WHATSAPP_NUMBER: '',
      VITE_CHAT_API_URL: 'https://chat.example.org/',
      VITE_SHOW_HOME_AUDIENCE_CARDS: 'true',
      VITE_SITE_URL: 'https://acme.example/',
    });
    expect(site.brand).toBe('Acme');
    expect(site.whatsappNumber).toBe('491512345678');
    expect(site.chatApiUrl).toBe('https://chat.example.org');
    expect(site.siteUrl).toBe('https://acme.example');
    expect(site.flags.homeAudienceCards).toBe(true);
    expect(site.flags.contactFormsGrid).toBe(false);
  });
});

describe('standInSettings', () => {
  it('names every built-in stand-in in effect, but not the brand or the chat API origin', () => {
    const standIns = standInSettings(readSiteConfig({}));
    expect(standIns).toContain('VITE_PHONE');
    expect(standIns).toContain('VITE_WHATSAPP_NUMBER');
    expect(standIns).toContain('VITE_SITE_URL');
    expect(standIns).toContain('VITE_COMPANY_VAT_ID');
    expect(standIns).toContain('VITE_TEAM_COO_NAME');
    expect(standIns).not.toContain('VITE_BRAND');
    expect(standIns).not.toContain('VITE_CHAT_API_URL');
    expect(standIns).not.toContain('VITE_COMPANY_REGISTER_COURT');
    expect(standIns).toContain('VITE_RECIPIENT_HOSTING_NAME');
    // The scheduling provider is the one the booking code calls; no AI provider is a choice.
    expect(standIns).not.toContain('VITE_RECIPIENT_SCHEDULING_NAME');
    expect(standIns).not.toContain('VITE_RECIPIENT_AI_NAME');
    // Twelve chosen defaults (brand, chat origin, register court, three recipients, six
    // countries); the WhatsApp number is a stand-in besides the defaults.
    expect(standIns).toHaveLength(Object.keys(siteDefaults).length - 12 + 1);
  });

  it('is empty once every variable is set, including a stand-in copied with spaces', () => {
    expect(standInSettings(readSiteConfig(configuredEnv))).toEqual([]);
    expect(
      standInSettings(
        readSiteConfig({ ...configuredEnv, VITE_PHONE: ` ${siteDefaults.VITE_PHONE}` }),
      ),
    ).toEqual(['VITE_PHONE', 'VITE_WHATSAPP_NUMBER']);
  });
});

describe('whatsappUrl', () => {
  it('encodes the prefilled message', () => {
    const url = whatsappUrl(readSiteConfig({}), 'Hola, ¿podrían darme más información?');
    expect(url).toBe(
      'https://wa.me/493000000000?text=Hola%2C%20%C2%BFpodr%C3%ADan%20darme%20m%C3%A1s%20informaci%C3%B3n%3F',
    );
  });
});

describe('telHref', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref({ phone: '+49 (30) 1234-5678' })).toBe('tel:+493012345678');
    expect(telHref(readSiteConfig({}))).toBe('tel:+493000000000');
  });
});
