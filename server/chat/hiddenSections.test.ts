import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { hiddenPrefixes, hiddenSectionKeys, isHidden } from './hiddenSections';
import { pagePassages } from './pageCopy';

describe('hidden sections', () => {
  it('maps every site flag to its locale key prefixes', () => {
    expect(Object.keys(hiddenSectionKeys).sort()).toEqual(
      Object.keys(readSiteConfig({}).flags).sort(),
    );
    expect(hiddenSectionKeys).toEqual({
      homeAudienceCards: ['home:audience'],
      contactFormsGrid: ['home:contact.forms'],
      companiesLogos: ['forCompanies:logos'],
      marketingLabPackages: ['marketingLab:packages'],
      staffAugmentationPricing: ['staffAugmentation:pricing'],
      staffAugmentationUseCase: ['staffAugmentation:useCase'],
    });
  });

  it('hides what is switched off, and only whole key segments', () => {
    const prefixes = hiddenPrefixes(
      readSiteConfig({ VITE_SHOW_MARKETING_LAB_PACKAGES: 'true' }).flags,
    );
    expect(prefixes).toContain('staffAugmentation:pricing');
    expect(prefixes).not.toContain('marketingLab:packages');
    expect(isHidden('staffAugmentation:pricing.levels.junior', prefixes)).toBe(true);
    expect(isHidden('staffAugmentation:pricingNote', prefixes)).toBe(false);
  });

  it('page passages skip hidden keys, labels and texts too thin to answer', () => {
    const passages = pagePassages(
      'marketingLab',
      {
        meta: { title: 'Lab', description: 'A description for search engines only, long enough.' },
        packages: {
          basic: { title: 'Basic', text: 'The basic package has these five things in it.' },
        },
        process: {
          discovery: {
            title: 'Discovery',
            text: 'We learn your goals and audience first.',
            alt: 'x',
          },
          short: { title: 'Short', text: 'Too short.' },
        },
      },
      ['marketingLab:packages'],
      (text) => text,
    );
    expect(passages).toEqual([
      {
        id: 'marketingLab:process.discovery',
        title: 'Discovery',
        body: 'We learn your goals and audience first.',
      },
    ]);
  });
});
