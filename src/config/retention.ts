/**
 * How long the business keeps personal data, where the privacy policy names a period: one
 * place for the policy page, the chat that quotes it and the launch check.
 */

/** How long the talent profile pool keeps a profile after the last contact, in months. */
export const talentPoolRetentionMonths = 24;
