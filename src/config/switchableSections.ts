import type { SiteConfig } from './siteConfig';

export type SectionFlag = keyof SiteConfig['flags'];

/** Where a switchable section lives: its copy, and the module of its component. */
export interface SwitchableSection {
  /**
   * `<namespace>:<key prefix>` in `locales/<lng>/<namespace>.json`: while the flag is off, every
   * key under them is left out of the build and of the chat assistant's knowledge. A page that
   * adds copy for the section puts it under a prefix named here.
   */
  copy: readonly string[];
  /**
   * The module that holds the section's component (and through it its data and prices), and
   * the component's name; a build with the flag off replaces it with one that renders nothing.
   * None for a section without a module of its own (the contact forms grid lives in the
   * contact section and shows only the configured form links).
   */
  module: { file: string; component: string } | null;
}

/**
 * The sections the specification keeps hidden (`site.flags`), each described once: the
 * build (`scripts/hiddenSections.ts`), its check and the chat (`server/chat/hiddenSections.ts`)
 * read them here.
 */
export const switchableSections: Record<SectionFlag, SwitchableSection> = {
  homeAudienceCards: {
    copy: ['home:audience'],
    module: { file: 'src/pages/home/AudienceCardsSection.tsx', component: 'AudienceCardsSection' },
  },
  contactFormsGrid: { copy: ['home:contact.forms'], module: null },
  companiesLogos: {
    copy: ['forCompanies:logos'],
    module: { file: 'src/pages/for-companies/LogosSection.tsx', component: 'LogosSection' },
  },
  marketingLabPackages: {
    copy: ['marketingLab:packages'],
    module: { file: 'src/pages/marketing-lab/PackagesSection.tsx', component: 'PackagesSection' },
  },
  staffAugmentationPricing: {
    copy: ['staffAugmentation:pricing'],
    module: {
      file: 'src/pages/staff-augmentation/PricingSection.tsx',
      component: 'PricingSection',
    },
  },
  staffAugmentationUseCase: {
    copy: ['staffAugmentation:useCase'],
    module: {
      file: 'src/pages/staff-augmentation/UseCaseSection.tsx',
      component: 'UseCaseSection',
    },
  },
};
