/**
 * The site's business facts and outside addresses. This is the only place that holds a
 * phone number, an e-mail address or an external URL; `.env.example` documents each variable.
 */
export interface SiteConfig {
  brand: string;
  /** Absolute origin used for canonical and hreflang URLs. */
  siteUrl: string;
  phone: string;
  /** Digits only, as wa.me expects them. */
  whatsappNumber: string;
  emails: { clients: string; people: string; talent: string };
  forms: { companyRequest: string; talentProfile: string; preEvaluation: string };
  booking: { url: string; scriptUrl: string; stylesheetUrl: string };
  social: { linkedin: string; instagram: string; facebook: string };
  /** Empty means the chat API is served by the same origin as the site. */
  chatApiUrl: string;
  /** The legal entity behind the site, as the Impressum must name it. */
  company: {
    legalName: string;
    legalForm: string;
    address: string;
    representedBy: string;
    registerCourt: string;
    registerNumber: string;
    vatId: string;
  };
  /** The co-founders the About page introduces. */
  team: { ceo: string; coo: string };
  /** Sections the specification keeps hidden; the business can switch them on. */
  flags: {
    homeAudienceCards: boolean;
    contactFormsGrid: boolean;
    companiesLogos: boolean;
    marketingLabPackages: boolean;
    staffAugmentationPricing: boolean;
    staffAugmentationUseCase: boolean;
  };
  /** Official sources on German rules that the chat assistant points to. */
  officialSources: OfficialSources;
  /** Who receives visitors' data for the site, by role, as the privacy policy names them. */
  recipients: Record<RecipientRole, Recipient | null>;
  /** The one address for questions about personal data: the privacy policy and the chat name it. */
  privacyEmail: string;
}

export type RecipientRole = 'hosting' | 'email' | 'scheduling' | 'forms' | 'whatsapp' | 'ai';

export interface Recipient {
  name: string;
  /** ISO 3166-1 alpha-2 code of the country where it processes the data; pages name it. */
  country: string;
}

/**
 * Official German sources, each overridable by a variable: the federal portal for skilled
 * workers, the Federal Foreign Office's visa pages, anabin (recognition database of foreign
 * degrees and universities), the ZAB (Central Office for Foreign Education) and the federal
 * recognition portal (Anerkennung in Deutschland: which body decides on a vocational
 * qualification or a regulated profession).
 */
export const officialSourceDefaults = {
  VITE_SOURCE_MAKE_IT_IN_GERMANY_URL: 'https://www.make-it-in-germany.com/en/',
  VITE_SOURCE_FOREIGN_OFFICE_URL: 'https://www.auswaertiges-amt.de/en/visa-service',
  VITE_SOURCE_ANABIN_URL: 'https://anabin.kmk.org/',
  VITE_SOURCE_ZAB_URL: 'https://www.kmk.org/zab/central-office-for-foreign-education.html',
  VITE_SOURCE_RECOGNITION_PORTAL_URL: 'https://www.anerkennung-in-deutschland.de/',
} as const;

export interface OfficialSources {
  makeItInGermany: string;
  foreignOffice: string;
  anabin: string;
  zab: string;
  recognitionPortal: string;
}

function readOfficialSources(env: Env): OfficialSources {
  const url = (name: keyof typeof officialSourceDefaults) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim()
      : officialSourceDefaults[name];
  };
  return {
    makeItInGermany: url('VITE_SOURCE_MAKE_IT_IN_GERMANY_URL'),
    foreignOffice: url('VITE_SOURCE_FOREIGN_OFFICE_URL'),
    anabin: url('VITE_SOURCE_ANABIN_URL'),
    zab: url('VITE_SOURCE_ZAB_URL'),
    recognitionPortal: url('VITE_SOURCE_RECOGNITION_PORTAL_URL'),
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const upperCase = (code: string) => code.toUpperCase();

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends object | null
      ? Leaves<NonNullable<T[K]>, `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** Where a text variable lands in the config: a dotted path to one of its text fields. */
type TextPath = Leaves<Omit<SiteConfig, 'officialSources' | 'privacyEmail'>>;

interface TextSetting {
  path: TextPath;
  /** The value when the variable is unset or blank (see `siteDefaults`). */
  fallback: string;
  /**
   * A real choice, not a stand-in: the working brand name, the site's own chat server, the
   * register court that keeps the commercial register of every company based in Berlin, the
   * scheduling provider whose popup API the booking code calls (Calendly), WhatsApp's provider
   * for the EU, no AI provider, and the countries (each set with the name beside it).
   */
  chosen?: true;
  normalize?: (value: string) => string;
}

/**
 * THE table of the site's text variables, in the order the launch check lists them: where
 * each lands in the config, its fallback, whether that fallback is a real choice, and how the
 * value is cleaned. The reader, the reverse map (`siteSettings`) and the launch check's
 * stand-ins all derive from it. Apart from the chosen ones the fallbacks are stand-ins, not
 * business facts: example domains and a phone number that rings nowhere.
 */
const textSettings = {
  VITE_BRAND: { path: 'brand', fallback: 'Soultech', chosen: true },
  VITE_SITE_URL: {
    path: 'siteUrl',
    fallback: 'https://www.soultech.example',
    normalize: withoutTrailingSlash,
  },
  VITE_PHONE: { path: 'phone', fallback: '+49 30 0000 0000' },
  VITE_EMAIL_CLIENTS: { path: 'emails.clients', fallback: 'clients@example.com' },
  VITE_EMAIL_PEOPLE: { path: 'emails.people', fallback: 'people@example.com' },
  VITE_EMAIL_TALENT: { path: 'emails.talent', fallback: 'talent@example.com' },
  VITE_FORM_COMPANY_REQUEST_URL: {
    path: 'forms.companyRequest',
    fallback: 'https://forms.example.com/company-request',
  },
  VITE_FORM_TALENT_PROFILE_URL: {
    path: 'forms.talentProfile',
    fallback: 'https://forms.example.com/talent-profile',
  },
  VITE_FORM_PRE_EVALUATION_URL: {
    path: 'forms.preEvaluation',
    fallback: 'https://forms.example.com/pre-evaluation',
  },
  VITE_BOOKING_URL: {
    path: 'booking.url',
    fallback: 'https://scheduling.example.com/soultech/intro-call',
  },
  VITE_BOOKING_SCRIPT_URL: {
    path: 'booking.scriptUrl',
    fallback: 'https://scheduling.example.com/assets/external/widget.js',
  },
  VITE_BOOKING_STYLESHEET_URL: {
    path: 'booking.stylesheetUrl',
    fallback: 'https://scheduling.example.com/assets/external/widget.css',
  },
  VITE_SOCIAL_LINKEDIN_URL: {
    path: 'social.linkedin',
    fallback: 'https://www.linkedin.example.com/company/soultech',
  },
  VITE_SOCIAL_INSTAGRAM_URL: {
    path: 'social.instagram',
    fallback: 'https://www.instagram.example.com/soultech',
  },
  VITE_SOCIAL_FACEBOOK_URL: {
    path: 'social.facebook',
    fallback: 'https://www.facebook.example.com/soultech',
  },
  VITE_CHAT_API_URL: {
    path: 'chatApiUrl',
    fallback: '',
    chosen: true,
    normalize: withoutTrailingSlash,
  },
  // German placeholder conventions (Mustermann, Musterstraße, zeros), readable in every language.
  VITE_COMPANY_LEGAL_NAME: { path: 'company.legalName', fallback: 'Soultech' },
  VITE_COMPANY_LEGAL_FORM: { path: 'company.legalForm', fallback: 'GmbH (Muster)' },
  VITE_COMPANY_ADDRESS: { path: 'company.address', fallback: 'Musterstraße 1, 10115 Berlin' },
  VITE_COMPANY_REPRESENTED_BY: { path: 'company.representedBy', fallback: 'Max Mustermann' },
  VITE_COMPANY_REGISTER_COURT: {
    path: 'company.registerCourt',
    fallback: 'Amtsgericht Charlottenburg',
    chosen: true,
  },
  VITE_COMPANY_REGISTER_NUMBER: { path: 'company.registerNumber', fallback: 'HRB 000000 B' },
  VITE_COMPANY_VAT_ID: { path: 'company.vatId', fallback: 'DE000000000' },
  VITE_TEAM_CEO_NAME: { path: 'team.ceo', fallback: 'Max Mustermann' },
  VITE_TEAM_COO_NAME: { path: 'team.coo', fallback: 'Erika Mustermann' },
  // Recipients of visitors' data, for the privacy policy: a name and an ISO country code each.
  // A recipient without a name is none (only the AI provider may be left empty).
  ...recipient('hosting', 'Muster Hosting GmbH', 'DE'),
  ...recipient('email', 'Muster Mail GmbH', 'DE'),
  ...recipient('forms', 'Muster Formulare GmbH', 'DE'),
  ...recipient('scheduling', 'Calendly LLC', 'US', true),
  ...recipient('whatsapp', 'WhatsApp Ireland Limited (Meta)', 'IE', true),
  // Empty: the chat assistant is connected to no AI provider (CHAT_LLM_BASE_URL unset).
  ...recipient('ai', '', '', true),
} as const satisfies Record<string, TextSetting>;

/** The two variables of a data recipient: its name and its country. */
function recipient<R extends RecipientRole>(
  role: R,
  name: string,
  country: string,
  chosenName?: true,
) {
  const prefix = `VITE_RECIPIENT_${role.toUpperCase()}` as `VITE_RECIPIENT_${Uppercase<R>}`;
  const nameSetting: TextSetting = { path: `recipients.${role}.name`, fallback: name };
  if (chosenName) nameSetting.chosen = true;
  return {
    [`${prefix}_NAME`]: nameSetting,
    [`${prefix}_COUNTRY`]: {
      path: `recipients.${role}.country`,
      fallback: country,
      chosen: true,
      normalize: upperCase,
    } satisfies TextSetting,
  } as Record<`${typeof prefix}_${'NAME' | 'COUNTRY'}`, TextSetting>;
}

type DefaultedVariable = keyof typeof textSettings;

/** The value each variable takes when it is unset or blank, from the table. */
export const siteDefaults = Object.fromEntries(
  Object.entries(textSettings).map(([name, setting]) => [name, setting.fallback]),
) as Record<DefaultedVariable, string>;

/**
 * A variable that holds text (every one but the section flags). The WhatsApp number has no
 * fallback of its own: it defaults to the phone's digits.
 */
export type SiteVariable = DefaultedVariable | 'VITE_WHATSAPP_NUMBER';

/** The section flags: `true` switches a hidden section on. */
const flagVariables = {
  VITE_SHOW_HOME_AUDIENCE_CARDS: 'homeAudienceCards',
  VITE_SHOW_CONTACT_FORMS_GRID: 'contactFormsGrid',
  VITE_SHOW_COMPANIES_LOGOS: 'companiesLogos',
  VITE_SHOW_MARKETING_LAB_PACKAGES: 'marketingLabPackages',
  VITE_SHOW_STAFF_AUGMENTATION_PRICING: 'staffAugmentationPricing',
  VITE_SHOW_STAFF_AUGMENTATION_USE_CASE: 'staffAugmentationUseCase',
} as const satisfies Record<string, keyof SiteConfig['flags']>;

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readPath(config: object, path: string): string {
  let value: unknown = config;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

function writePath(config: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = config;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
}

export function readSiteConfig(env: Env): SiteConfig {
  const config: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(textSettings) as [string, TextSetting][]) {
    const value = text(env, name, setting.fallback);
    writePath(config, setting.path, setting.normalize ? setting.normalize(value) : value);
  }
  const read = config as unknown as SiteConfig;
  const recipients = read.recipients as Record<RecipientRole, Recipient>;
  return {
    ...read,
    whatsappNumber: digitsOf(text(env, 'VITE_WHATSAPP_NUMBER', read.phone)),
    flags: Object.fromEntries(
      Object.entries(flagVariables).map(([name, flag]) => {
        const value = env[name];
        return [flag, typeof value === 'string' && value.trim() === 'true'];
      }),
    ) as SiteConfig['flags'],
    officialSources: readOfficialSources(env),
    recipients: Object.fromEntries(
      Object.entries(recipients).map(([role, entry]) => [role, entry.name ? entry : null]),
    ) as SiteConfig['recipients'],
    // The general contact of the Impressum also answers questions about personal data.
    privacyEmail: read.emails.clients,
  };
}

/** Every text value of `config`, by the variable that sets it (in the table's order). */
export function siteSettings(config: SiteConfig): Record<SiteVariable, string> {
  const entries = Object.entries(textSettings).map(([name, setting]) => [
    name,
    readPath(config, setting.path),
  ]);
  // The WhatsApp number is listed right after the phone it defaults to.
  entries.splice(3, 0, ['VITE_WHATSAPP_NUMBER', config.whatsappNumber]);
  return Object.fromEntries(entries) as Record<SiteVariable, string>;
}

/** The variables of `config` that still hold a built-in stand-in. */
export function standInSettings(config: SiteConfig): SiteVariable[] {
  const standIns: Partial<Record<SiteVariable, string>> = {
    ...Object.fromEntries(
      Object.entries(textSettings)
        .filter(([, setting]) => !('chosen' in setting))
        .map(([name, setting]) => [name, setting.fallback]),
    ),
    VITE_WHATSAPP_NUMBER: digitsOf(textSettings.VITE_PHONE.fallback),
  };
  return (Object.entries(siteSettings(config)) as [SiteVariable, string][])
    .filter(([name, value]) => standIns[name] === value)
    .map(([name]) => name);
}

/** wa.me link with the prefilled message of the page language. */
export function whatsappUrl(config: SiteConfig, message: string): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** tel: link for the configured phone: the digits and a leading plus, as dialers expect. */
export function telHref(config: Pick<SiteConfig, 'phone'>): string {
  return `tel:${config.phone.replace(/[^\d+]/g, '')}`;
}
