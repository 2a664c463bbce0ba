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
  /** Sections the specification keeps hidden; the business can switch them on. */
  flags: {
    homeAudienceCards: boolean;
    contactFormsGrid: boolean;
    companiesLogos: boolean;
    marketingLabPackages: boolean;
    staffAugmentationPricing: boolean;
    staffAugmentationUseCase: boolean;
  };
}

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function flag(env: Env, name: string): boolean {
  return text(env, name, 'false') === 'true';
}

export function readSiteConfig(env: Env): SiteConfig {
  const phone = text(env, 'VITE_PHONE', '+49 30 0000 0000');
  return {
    brand: text(env, 'VITE_BRAND', 'Soultech'),
    siteUrl: text(env, 'VITE_SITE_URL', 'https://www.soultech.example').replace(/\/$/, ''),
    phone,
    whatsappNumber: text(env, 'VITE_WHATSAPP_NUMBER', phone).replace(/\D/g, ''),
    emails: {
      clients: text(env, 'VITE_EMAIL_CLIENTS', 'clients@example.com'),
      people: text(env, 'VITE_EMAIL_PEOPLE', 'people@example.com'),
      talent: text(env, 'VITE_EMAIL_TALENT', 'talent@example.com'),
    },
    forms: {
      companyRequest: text(
        env,
        'VITE_FORM_COMPANY_REQUEST_URL',
        'https://forms.example.com/company-request',
      ),
      talentProfile: text(
        env,
        'VITE_FORM_TALENT_PROFILE_URL',
        'https://forms.example.com/talent-profile',
      ),
      preEvaluation: text(
        env,
        'VITE_FORM_PRE_EVALUATION_URL',
        'https://forms.example.com/pre-evaluation',
      ),
    },
    booking: {
      url: text(env, 'VITE_BOOKING_URL', 'https://scheduling.example.com/soultech/intro-call'),
      scriptUrl: text(
        env,
        'VITE_BOOKING_SCRIPT_URL',
        'https://scheduling.example.com/assets/external/widget.js',
      ),
      stylesheetUrl: text(
        env,
        'VITE_BOOKING_STYLESHEET_URL',
        'https://scheduling.example.com/assets/external/widget.css',
      ),
    },
    social: {
      linkedin: text(
        env,
        'VITE_SOCIAL_LINKEDIN_URL',
        'https://www.linkedin.example.com/company/soultech',
      ),
      instagram: text(
        env,
        'VITE_SOCIAL_INSTAGRAM_URL',
        'https://www.instagram.example.com/soultech',
      ),
      facebook: text(env, 'VITE_SOCIAL_FACEBOOK_URL', 'https://www.facebook.example.com/soultech'),
    },
    chatApiUrl: text(env, 'VITE_CHAT_API_URL', '').replace(/\/$/, ''),
    flags: {
      homeAudienceCards: flag(env, 'VITE_SHOW_HOME_AUDIENCE_CARDS'),
      contactFormsGrid: flag(env, 'VITE_SHOW_CONTACT_FORMS_GRID'),
      companiesLogos: flag(env, 'VITE_SHOW_COMPANIES_LOGOS'),
      marketingLabPackages: flag(env, 'VITE_SHOW_MARKETING_LAB_PACKAGES'),
      staffAugmentationPricing: flag(env, 'VITE_SHOW_STAFF_AUGMENTATION_PRICING'),
      staffAugmentationUseCase: flag(env, 'VITE_SHOW_STAFF_AUGMENTATION_USE_CASE'),
    },
  };
}

/** wa.me link with the prefilled message of the page language. */
export function whatsappUrl(config: SiteConfig, message: string): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
