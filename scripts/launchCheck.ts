/**
 * What `npm run check:launch` reports: every stand-in the site would still publish, and what
 * the business must confirm before it sells anything. A value is a stand-in when it is the
 * built-in default of its variable, or an address on an example domain; content is a stand-in
 * while its entry carries `sample: true`. A new kind of business content (team members, company
 * register data) joins the check by marking its entries the same way and adding one
 * `SampleSource`; a new fact only the business can vouch for joins `confirmations`.
 */
import type { SiteConfig, SiteVariable } from '../src/config/siteConfig';
import { siteSettings, standInSettings } from '../src/config/siteConfig';
import { clientLogos } from '../src/pages/for-companies/content';
import { testimonials } from '../src/pages/home/content';
import { talentPoolRetentionMonths } from '../src/config/retention';

export interface Placeholder {
  /** What is still a stand-in, and its current value when it has one. */
  what: string;
  /** Where to set the real value: an environment variable or a file. */
  fix: string;
}

/** Content entries that can be samples, with the place where they are replaced. */
export interface SampleSource {
  label: string;
  fix: string;
  entries: readonly { id: string; sample: boolean }[];
}

/** Hosts reserved for examples: example.com and its subdomains, *.example, example.<tld>. */
function isExampleHost(host: string): boolean {
  return host.toLowerCase().split('.').includes('example');
}

/** An e-mail address or URL on an example domain. */
export function isExampleAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at > 0 && !value.includes('://')) return isExampleHost(value.slice(at + 1));
  try {
    return isExampleHost(new URL(value).hostname);
  } catch {
    return false;
  }
}

export function findPlaceholders(
  config: SiteConfig,
  samples: readonly SampleSource[],
): Placeholder[] {
  const standIns = new Set<SiteVariable>(standInSettings(config));
  const settings = Object.entries(siteSettings(config)) as [SiteVariable, string][];
  const fromConfig = settings
    .filter(([name, value]) => standIns.has(name) || isExampleAddress(value))
    .map(([name, value]) => ({
      what: `${value} (${standIns.has(name) ? 'built-in placeholder' : 'example domain'})`,
      fix:
        name === 'VITE_WHATSAPP_NUMBER'
          ? 'set VITE_PHONE, or VITE_WHATSAPP_NUMBER if WhatsApp uses another number'
          : `set ${name}`,
    }));
  const fromContent = samples.flatMap(({ label, fix, entries }) =>
    entries
      .filter((entry) => entry.sample)
      .map((entry) => ({ what: `${label} "${entry.id}"`, fix })),
  );
  return [...fromConfig, ...fromContent];
}

/**
 * Facts the site states or relies on that no variable can hold, so the business confirms each
 * by its id in LAUNCH_CONFIRMED. The relocation packages are sold in USD to consumers.
 */
export const confirmations = [
  {
    id: 'packagePricesWithVat',
    what: 'the relocation package prices (src/config/prices.ts) are the final prices a consumer pays, VAT included (Preisangabenverordnung); if not, the packages must say so',
  },
  {
    id: 'packageContractTerms',
    what: "contract terms for the relocation packages (what each delivers and when, payment, cancellation) exist and are shown before a package is bought; the site's Terms cover only the website",
  },
  {
    id: 'packageWithdrawal',
    what: 'a consumer who buys a package receives the withdrawal information before the contract: the 14-day right of withdrawal, the model withdrawal form and the request to start within the period (§ 312g BGB, Art. 246a EGBGB)',
  },
  {
    id: 'talentPoolRetention',
    what: `the talent pool deletes a profile ${talentPoolRetentionMonths} months after the last contact, as the privacy policy says (src/config/retention.ts)`,
  },
] as const;

/** The confirmations not yet listed in LAUNCH_CONFIRMED (comma-separated ids). */
export function unconfirmed(confirmed: string | undefined): Placeholder[] {
  const ids = new Set((confirmed ?? '').split(',').map((id) => id.trim()));
  return confirmations
    .filter(({ id }) => !ids.has(id))
    .map(({ id, what }) => ({
      what: `to confirm: ${what}`,
      fix: `once it holds, add ${id} to LAUNCH_CONFIRMED`,
    }));
}

/**
 * The chat's AI provider (server variable CHAT_LLM_BASE_URL) receives visitors' messages, so
 * the privacy policy must name it.
 */
export function unnamedAiProvider(
  config: SiteConfig,
  llmBaseUrl: string | undefined,
): Placeholder[] {
  return llmBaseUrl?.trim() && !config.recipients.ai
    ? [
        {
          what: `the chat uses an AI provider (${llmBaseUrl.trim()}) that the privacy policy does not name`,
          fix: 'set VITE_RECIPIENT_AI_NAME and VITE_RECIPIENT_AI_COUNTRY',
        },
      ]
    : [];
}

/** The text to print and the exit code: non-zero while any item is left. */
export function launchReport(items: readonly Placeholder[]): {
  text: string;
  exitCode: number;
} {
  if (items.length === 0) {
    return { text: 'Ready for launch: no placeholder left, everything confirmed.', exitCode: 0 };
  }
  const lines = items.map(({ what, fix }) => `- ${what}\n    ${fix}`);
  return {
    text: `Not ready for launch: ${items.length} item(s) left.\n${lines.join('\n')}\nSet each variable in .env (or the build environment), replace each sample and confirm each item, then build again.`,
    exitCode: 1,
  };
}

/**
 * The business content that ships as samples. The client logos count only while their section
 * is switched on: switched off, the site publishes none of them.
 */
export function sampleSources(config: SiteConfig): SampleSource[] {
  return [
    {
      label: 'sample testimonial',
      fix: 'replace its quote in locales/<lng>/home.json (testimonials.items) and drop `sample: true` in src/pages/home/content.ts',
      entries: testimonials,
    },
    ...(config.flags.companiesLogos
      ? [
          {
            label: 'sample client logo',
            fix: "replace it with a client's logo (with permission) in src/pages/for-companies/content.ts and drop `sample: true`",
            entries: clientLogos,
          },
        ]
      : []),
  ];
}
