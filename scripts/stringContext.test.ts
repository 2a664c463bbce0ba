import { describe, expect, it } from 'vitest';
import { lengthWarning, stringContext } from './stringContext';

const contextOf = stringContext([
  { namespaces: ['home'], pattern: 'hero.slides.*.title', file: 'src/pages/home/HeroSection.tsx' },
  { namespaces: ['home'], pattern: 'meta.title', file: 'src/app/head.ts' },
  { namespaces: ['common'], pattern: 'footer.legal', file: 'src/app/footer/Footer.tsx' },
  { namespaces: ['chat'], pattern: 'panel.counter', file: 'src/features/chat/ChatPanel.tsx' },
]);

describe('stringContext', () => {
  it('names the page at its URL in the language and the components that read the text', () => {
    expect(contextOf('pt', 'home', 'hero.slides.europe.title')).toBe('/pt › HeroSection');
    expect(contextOf('en', 'home', 'meta.title')).toBe('/ › browser tab and search results');
    expect(contextOf('en', 'relocation', 'hero.title')).toBe('/en/relocation');
  });

  it('names the shell and the chat for their namespaces', () => {
    expect(contextOf('es', 'common', 'footer.legal')).toBe('every page › Footer');
    expect(contextOf('de', 'chat', 'panel.counter_other')).toBe('chat window › ChatPanel');
  });
});

describe('lengthWarning', () => {
  it('warns when a button or heading runs much longer than English', () => {
    expect(
      lengthWarning('hero.slides.a.cta', 'Plan your move', 'Planeje a sua mudança para a Europa'),
    ).toBe('35 characters where English has 14: a button or heading, keep it short');
  });

  it('lets a somewhat longer translation be, and long texts of any length', () => {
    expect(lengthWarning('hero.slides.a.cta', 'Plan your move', 'Planeje sua mudança')).toBeNull();
    expect(
      lengthWarning('hero.slides.a.text', 'Short', 'A much, much longer paragraph'),
    ).toBeNull();
  });
});
