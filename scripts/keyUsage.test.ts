import { describe, expect, it } from 'vitest';
import { extractKeyUses, folderNamespaces, patternMatches, templatePattern } from './keyUsage';

const keys = (source: string, dynamic: string[] = []) =>
  extractKeyUses(source, 'f.tsx', dynamic).map(
    ({ namespaces, pattern }) => `${namespaces.join('|')}:${pattern}`,
  );

describe('extractKeyUses', () => {
  it('reads literal keys of useT, useTranslation and getFixedT bindings', () => {
    expect(
      keys(`
        const { t } = useT('home');
        const { t: tc } = useTranslation('chat', { lng });
        const common = i18n.getFixedT(lng, 'common');
        t('hero.title'); tc("panel.send"); common('titleTemplate', { title });
        format('not.a.key'); obj.t('nor.this');
      `),
    ).toEqual(['home:hero.title', 'chat:panel.send', 'common:titleTemplate']);
  });

  it('turns each ${...} of a template into one wildcard segment', () => {
    expect(
      keys("const { t } = useT('home'); t(`hero.slides.${id}.title`); t(`x.${a}Link`)"),
    ).toEqual(['home:hero.slides.*.title', 'home:x.*Link']);
  });

  it('follows a namespace prefix and i18n.t', () => {
    expect(keys("i18n.t('common:errorScreen.title', { lng }); i18n.t('notFound.title')")).toEqual([
      'common:errorScreen.title',
      'common:notFound.title',
    ]);
  });

  it('gives a computed namespace the folder namespaces, and follows wrappers', () => {
    expect(
      keys(
        `const read = useLegalText(content.ns);
         const text = (key: string) => read(key, values);
         text('title');`,
        ['imprint', 'terms'],
      ),
    ).toEqual(['imprint|terms:title']);
  });

  it("reads a section heading's keys from headingCopy, all three or the fields it names", () => {
    expect(
      keys(`const { t } = useT('migration');
        heading={headingCopy(t, 'process')}
        heading={headingCopy(t, 'intro', ['eyebrow', 'title'])}
        heading={headingCopy(other, 'not.this')}`),
    ).toEqual([
      'migration:process.eyebrow',
      'migration:process.title',
      'migration:process.subtitle',
      'migration:intro.eyebrow',
      'migration:intro.title',
    ]);
  });

  it('ignores a computed namespace nobody names', () => {
    expect(keys("const { t } = useT(ns); t('title')")).toEqual([]);
  });
});

describe('folderNamespaces', () => {
  it("collects the content modules' ns literals", () => {
    expect(folderNamespaces(["export const a = { ns: 'terms' }", "{ ns: 'imprint', x }"])).toEqual([
      'imprint',
      'terms',
    ]);
  });
});

describe('patternMatches', () => {
  it('matches literal keys and one segment per wildcard', () => {
    expect(patternMatches('a.b', 'a.b')).toBe(true);
    expect(patternMatches('a.*.c', 'a.x.c')).toBe(true);
    expect(patternMatches('a.*.c', 'a.x.y.c')).toBe(false);
    expect(patternMatches('a.*Link', 'a.p1Link')).toBe(true);
    expect(patternMatches('a.*Link', 'a.p1')).toBe(false);
    expect(templatePattern('s.${section.id}.${block}')).toBe('s.*.*');
  });
});
