import { describe, expect, it } from 'vitest';
import { shownValues } from '../../src/config/shownValues';
import { readSiteConfig } from '../../src/config/siteConfig';
import { withShown } from './shownCopy';
import { knowledge } from './stages/testKnowledge';

const answerOf = (locale: 'en' | 'de' | 'es', id: string) =>
  knowledge[locale].entries.get(id)?.answer ?? '';

describe('pages read as they are shown', () => {
  it('writes a shown list at its place, with the bundle left as it was', () => {
    const bundle = { facts: { vatId: 'VAT ID' }, sections: { register: { title: 'Register' } } };
    const shown = withShown(bundle, {
      'sections.register.facts': (copy) => ({ vatId: `${copy('facts.vatId')}: DE1` }),
    });
    expect(shown).toEqual({
      facts: { vatId: 'VAT ID' },
      sections: { register: { title: 'Register', facts: { vatId: 'VAT ID: DE1' } } },
    });
    expect(bundle.sections.register).toEqual({ title: 'Register' });
  });

  it("states the Impressum's details and the co-founders' names from the site config", () => {
    const site = readSiteConfig({
      VITE_COMPANY_VAT_ID: 'DE123456789',
      VITE_TEAM_COO_NAME: 'Ana Rojas',
    });
    const about = shownValues(site, 'es').about?.['team.members'];
    expect(about?.((key) => (key === 'team.members.coo.role' ? 'COO' : ''))).toMatchObject({
      coo: 'COO: Ana Rojas',
    });
    expect(answerOf('en', 'imprint:sections.register')).toContain(
      'VAT ID (§ 27a UStG): DE000000000',
    );
    expect(answerOf('de', 'imprint:sections.responsible')).toContain('Max Mustermann');
    expect(answerOf('es', 'about:team')).toContain('Erika Mustermann');
  });

  it('writes each figure as its page does, in the language', () => {
    expect(answerOf('en', 'socialResponsibility:impact')).toContain('100+ mentorships');
    expect(answerOf('de', 'home:impact')).toContain('55\u00a0% der Startups in der EU');
    expect(answerOf('es', 'benefits:stats')).toContain('94% ');
    expect(knowledge.en.entries.get('bank:relocationPackages')?.answer).toContain(
      'Premium Package ($497)',
    );
  });
});
