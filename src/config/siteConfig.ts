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

/**
 * The value each variable takes when it is unset or blank, and the only place these values
 * live. Apart from the brand and the chat API origin they are stand-ins, not business facts:
 * example domains and a phone number that rings nowhere. The WhatsApp number defaults to the
 * phone's digits.
 */
export const siteDefaults = {
  VITE_BRAND: 'Soultech',
  VITE_SITE_URL: 'https://www.soultech.example',
  VITE_PHONE: '+49 30 0000 0000',
  VITE_EMAIL_CLIENTS: 'clients@example.com',
  VITE_EMAIL_PEOPLE: 'people@example.com',
  VITE_EMAIL_TALENT: 'talent@example.com',
  VITE_FORM_COMPANY_REQUEST_URL: 'https://forms.example.com/company-request',
  VITE_FORM_TALENT_PROFILE_URL: 'https://forms.example.com/talent-profile',
  VITE_FORM_PRE_EVALUATION_URL: 'https://forms.example.com/pre-evaluation',
  VITE_BOOKING_URL: 'https://scheduling.example.com/soultech/intro-call',
  VITE_BOOKING_SCRIPT_URL: 'https://scheduling.example.com/assets/external/widget.js',
  VITE_BOOKING_STYLESHEET_URL: 'https://scheduling.example.com/assets/external/widget.css',
  VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.example.com/company/soultech',
  VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.example.com/soultech',
  VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.example.com/soultech',
  VITE_CHAT_API_URL: '',
  // German placeholder conventions (Mustermann, Musterstraße, zeros), readable in every language.
  VITE_COMPANY_LEGAL_NAME: 'Soultech',
  VITE_COMPANY_LEGAL_FORM: 'GmbH (Muster)',
  VITE_COMPANY_ADDRESS: 'Musterstraße 1, 10115 Berlin',
  VITE_COMPANY_REPRESENTED_BY: 'Max Mustermann',
  VITE_COMPANY_REGISTER_COURT: 'Amtsgericht Charlottenburg',
  VITE_COMPANY_REGISTER_NUMBER: 'HRB 000000 B',
  VITE_COMPANY_VAT_ID: 'DE000000000',
  VITE_TEAM_CEO_NAME: 'Max Mustermann',
  VITE_TEAM_COO_NAME: 'Erika Mustermann',
  // Recipients of visitors' data, for the privacy policy: a name and an ISO country code each.
  VITE_RECIPIENT_HOSTING_NAME: 'Muster Hosting GmbH',
  VITE_RECIPIENT_HOSTING_COUNTRY: 'DE',
  VITE_RECIPIENT_EMAIL_NAME: 'Muster Mail GmbH',
  VITE_RECIPIENT_EMAIL_COUNTRY: 'DE',
  VITE_RECIPIENT_FORMS_NAME: 'Muster Formulare GmbH',
  VITE_RECIPIENT_FORMS_COUNTRY: 'DE',
  VITE_RECIPIENT_SCHEDULING_NAME: 'Calendly LLC',
  VITE_RECIPIENT_SCHEDULING_COUNTRY: 'US',
  VITE_RECIPIENT_WHATSAPP_NAME: 'WhatsApp Ireland Limited (Meta)',
  VITE_RECIPIENT_WHATSAPP_COUNTRY: 'IE',
  // Empty: the chat assistant is connected to no AI provider (CHAT_LLM_BASE_URL unset).
  VITE_RECIPIENT_AI_NAME: '',
  VITE_RECIPIENT_AI_COUNTRY: '',
} as const;

/**
 * Defaults that are real choices: the working brand name, the site's own chat server, the
 * register court that keeps the commercial register of every company based in Berlin, the
 * scheduling provider whose popup API the booking code calls (Calendly), WhatsApp's provider for
 * the EU, no AI provider, and the countries (each set with the name beside it).
 */
const chosenDefaults = new Set<string>([
  'VITE_BRAND',
  'VITE_CHAT_API_URL',
  'VITE_COMPANY_REGISTER_COURT',
  'VITE_RECIPIENT_SCHEDULING_NAME',
  'VITE_RECIPIENT_WHATSAPP_NAME',
  'VITE_RECIPIENT_AI_NAME',
  'VITE_RECIPIENT_HOSTING_COUNTRY',
  'VITE_RECIPIENT_EMAIL_COUNTRY',
  'VITE_RECIPIENT_FORMS_COUNTRY',
  'VITE_RECIPIENT_SCHEDULING_COUNTRY',
  'VITE_RECIPIENT_WHATSAPP_COUNTRY',
  'VITE_RECIPIENT_AI_COUNTRY',
]);

/** A variable that holds text (every one but the section flags). */
export type SiteVariable = keyof typeof siteDefaults | 'VITE_WHATSAPP_NUMBER';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: SiteVariable, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function setting(env: Env, name: keyof typeof siteDefaults): string {
  return text(env, name, siteDefaults[name]);
}

function flag(env: Env, name: string): boolean {
  const value = env[name];
  return typeof value === 'string' && value.trim() === 'true';
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

const recipientVariables = {
  hosting: ['VITE_RECIPIENT_HOSTING_NAME', 'VITE_RECIPIENT_HOSTING_COUNTRY'],
  email: ['VITE_RECIPIENT_EMAIL_NAME', 'VITE_RECIPIENT_EMAIL_COUNTRY'],
  scheduling: ['VITE_RECIPIENT_SCHEDULING_NAME', 'VITE_RECIPIENT_SCHEDULING_COUNTRY'],
  forms: ['VITE_RECIPIENT_FORMS_NAME', 'VITE_RECIPIENT_FORMS_COUNTRY'],
  whatsapp: ['VITE_RECIPIENT_WHATSAPP_NAME', 'VITE_RECIPIENT_WHATSAPP_COUNTRY'],
  ai: ['VITE_RECIPIENT_AI_NAME', 'VITE_RECIPIENT_AI_COUNTRY'],
} as const satisfies Record<
  RecipientRole,
  readonly [keyof typeof siteDefaults, keyof typeof siteDefaults]
>;

/** A recipient without a name is none (only the AI provider may be left empty). */
function readRecipients(env: Env): SiteConfig['recipients'] {
  const entries = Object.entries(recipientVariables).map(([role, [name, country]]) => {
    const value = setting(env, name);
    return [role, value ? { name: value, country: setting(env, country).toUpperCase() } : null];
  });
  return Object.fromEntries(entries) as SiteConfig['recipients'];
}

export function readSiteConfig(env: Env): SiteConfig {
  const phone = setting(env, 'VITE_PHONE');
  const clientsEmail = setting(env, 'VITE_EMAIL_CLIENTS');
  return {
    brand: setting(env, 'VITE_BRAND'),
    siteUrl: withoutTrailingSlash(setting(env, 'VITE_SITE_URL')),
    phone,
    whatsappNumber: digitsOf(text(env, 'VITE_WHATSAPP_NUMBER', phone)),
    emails: {
      clients: clientsEmail,
      people: setting(env, 'VITE_EMAIL_PEOPLE'),
      talent: setting(env, 'VITE_EMAIL_TALENT'),
    },
    forms: {
      companyRequest: setting(env, 'VITE_FORM_COMPANY_REQUEST_URL'),
      talentProfile: setting(env, 'VITE_FORM_TALENT_PROFILE_URL'),
      preEvaluation: setting(env, 'VITE_FORM_PRE_EVALUATION_URL'),
    },
    booking: {
      url: setting(env, 'VITE_BOOKING_URL'),
      scriptUrl: setting(env, 'VITE_BOOKING_SCRIPT_URL'),
      stylesheetUrl: setting(env, 'VITE_BOOKING_STYLESHEET_URL'),
    },
    social: {
      linkedin: setting(env, 'VITE_SOCIAL_LINKEDIN_URL'),
      instagram: setting(env, 'VITE_SOCIAL_INSTAGRAM_URL'),
      facebook: setting(env, 'VITE_SOCIAL_FACEBOOK_URL'),
    },
    chatApiUrl: withoutTrailingSlash(setting(env, 'VITE_CHAT_API_URL')),
    company: {
      legalName: setting(env, 'VITE_COMPANY_LEGAL_NAME'),
      legalForm: setting(env, 'VITE_COMPANY_LEGAL_FORM'),
      address: setting(env, 'VITE_COMPANY_ADDRESS'),
      representedBy: setting(env, 'VITE_COMPANY_REPRESENTED_BY'),
      registerCourt: setting(env, 'VITE_COMPANY_REGISTER_COURT'),
      registerNumber: setting(env, 'VITE_COMPANY_REGISTER_NUMBER'),
      vatId: setting(env, 'VITE_COMPANY_VAT_ID'),
    },
    team: {
      ceo: setting(env, 'VITE_TEAM_CEO_NAME'),
      coo: setting(env, 'VITE_TEAM_COO_NAME'),
    },
    flags: {
      homeAudienceCards: flag(env, 'VITE_SHOW_HOME_AUDIENCE_CARDS'),
      contactFormsGrid: flag(env, 'VITE_SHOW_CONTACT_FORMS_GRID'),
      companiesLogos: flag(env, 'VITE_SHOW_COMPANIES_LOGOS'),
      marketingLabPackages: flag(env, 'VITE_SHOW_MARKETING_LAB_PACKAGES'),
      staffAugmentationPricing: flag(env, 'VITE_SHOW_STAFF_AUGMENTATION_PRICING'),
      staffAugmentationUseCase: flag(env, 'VITE_SHOW_STAFF_AUGMENTATION_USE_CASE'),
    },
    officialSources: readOfficialSources(env),
    recipients: readRecipients(env),
    // The general contact of the Impressum also answers questions about personal data.
    privacyEmail: clientsEmail,
  };
}

/** Every text value of `config`, by the variable that sets it. */
export function siteSettings(config: SiteConfig): Record<SiteVariable, string> {
  return {
    VITE_BRAND: config.brand,
    VITE_SITE_URL: config.siteUrl,
    VITE_PHONE: config.phone,
    VITE_WHATSAPP_NUMBER: config.whatsappNumber,
    VITE_EMAIL_CLIENTS: config.emails.clients,
    VITE_EMAIL_PEOPLE: config.emails.people,
    VITE_EMAIL_TALENT: config.emails.talent,
    VITE_FORM_COMPANY_REQUEST_URL: config.forms.companyRequest,
    VITE_FORM_TALENT_PROFILE_URL: config.forms.talentProfile,
    VITE_FORM_PRE_EVALUATION_URL: config.forms.preEvaluation,
    VITE_BOOKING_URL: config.booking.url,
    VITE_BOOKING_SCRIPT_URL: config.booking.scriptUrl,
    VITE_BOOKING_STYLESHEET_URL: config.booking.stylesheetUrl,
    VITE_SOCIAL_LINKEDIN_URL: config.social.linkedin,
    VITE_SOCIAL_INSTAGRAM_URL: config.social.instagram,
    VITE_SOCIAL_FACEBOOK_URL: config.social.facebook,
    VITE_CHAT_API_URL: config.chatApiUrl,
    VITE_COMPANY_LEGAL_NAME: config.company.legalName,
    VITE_COMPANY_LEGAL_FORM: config.company.legalForm,
    VITE_COMPANY_ADDRESS: config.company.address,
    VITE_COMPANY_REPRESENTED_BY: config.company.representedBy,
    VITE_COMPANY_REGISTER_COURT: config.company.registerCourt,
    VITE_COMPANY_REGISTER_NUMBER: config.company.registerNumber,
    VITE_COMPANY_VAT_ID: config.company.vatId,
    VITE_TEAM_CEO_NAME: config.team.ceo,
    VITE_TEAM_COO_NAME: config.team.coo,
    ...(Object.fromEntries(
      Object.entries(recipientVariables).flatMap(([role, [name, country]]) => {
        const recipient = config.recipients[role as RecipientRole];
        return [
          [name, recipient?.name ?? ''],
          [country, recipient?.country ?? ''],
        ];
      }),
    ) as Record<(typeof recipientVariables)[RecipientRole][number], string>),
  };
}

/** The variables of `config` that still hold a built-in stand-in. */
export function standInSettings(config: SiteConfig): SiteVariable[] {
  const standIns: Partial<Record<SiteVariable, string>> = {
    ...Object.fromEntries(
      Object.entries(siteDefaults).filter(([name]) => !chosenDefaults.has(name)),
    ),
    VITE_WHATSAPP_NUMBER: digitsOf(siteDefaults.VITE_PHONE),
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
