import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config/storageKeys';
import {
  dismissOffer,
  offerDismissed,
  preferredLocale,
  rememberLocale,
  rememberedLocale,
} from './languageChoice';

describe('preferredLocale', () => {
  it.each([
    [['es-BO', 'en'], 'es'],
    [['fr-FR', 'en-US'], 'en'],
    [['fr', 'pt-BR'], null],
    [[], null],
  ])('browser languages %j prefer %j', (languages, expected) => {
    const list = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const single = vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
    expect(preferredLocale()).toBe(expected);
    list.mockRestore();
    single.mockRestore();
  });
});

describe('remembered choice', () => {
  beforeEach(() => localStorage.clear());

  it('stores and reads back a supported language only', () => {
    expect(rememberedLocale()).toBeNull();
    rememberLocale('es');
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
    expect(rememberedLocale()).toBe('es');
    localStorage.setItem(storageKeys.language, 'xx');
    expect(rememberedLocale()).toBeNull();
  });

  it('remembers a dismissed offer', () => {
    expect(offerDismissed()).toBe(false);
    dismissOffer();
    expect(localStorage.getItem(storageKeys.languageOfferDismissed)).toBe('1');
    expect(offerDismissed()).toBe(true);
  });

  it('treats blocked storage as "no choice" and never offers', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(rememberedLocale()).toBeNull();
    expect(offerDismissed()).toBe(true);
    spy.mockRestore();
  });
});

describe('public/lang-redirect.js', () => {
  const source = readFileSync('public/lang-redirect.js', 'utf8');

  function run(pathname: string, pageLang: string, chosen: string | null) {
    const replace = vi.fn();
    const alternates = [
      ['en', 'https://site.example/migration'],
      ['es', 'https://site.example/es/migration'],
      ['x-default', 'https://site.example/migration'],
    ].map(([hreflang, href]) => ({ getAttribute: () => hreflang, href }));
    const fakeDocument = {
      documentElement: { lang: pageLang },
      querySelectorAll: () => alternates,
    };
    const fakeStorage = {
      getItem: (key: string) => (key === storageKeys.language ? chosen : null),
    };
    runInNewContext(source, {
      localStorage: fakeStorage,
      document: fakeDocument,
      location: { pathname, search: '?q=1', hash: '#x', replace },
      URL,
    });
    return replace;
  }

  it('reads the same storage key as the app', () => {
    expect(source).toContain(`'${storageKeys.language}'`);
  });

  it('sends a plain URL to the chosen language', () => {
    expect(run('/migration', 'en', 'es')).toHaveBeenCalledWith('/es/migration?q=1#x');
  });

  it('leaves explicitly prefixed URLs, matching languages and visitors without a choice alone', () => {
    expect(run('/es/migration', 'es', 'en')).not.toHaveBeenCalled();
    expect(run('/migration', 'en', 'en')).not.toHaveBeenCalled();
    expect(run('/migration', 'en', null)).not.toHaveBeenCalled();
  });
});
