/** The visitor types a message can be classified as. */
export const visitorTypes = ['latam_professional', 'european_company', 'exploring'] as const;

export type ClassifiedType = (typeof visitorTypes)[number];
/** `unknown` until the visitor's first message has been classified. */
export type VisitorTypeName = ClassifiedType | 'unknown';

export interface VisitorType {
  type: VisitorTypeName;
  confidence: number;
}

export const initialVisitorType: VisitorType = { type: 'unknown', confidence: 0 };

export const isClassifiedType = (value: unknown): value is ClassifiedType =>
  visitorTypes.includes(value as ClassifiedType);

/**
 * A visitor type from untrusted JSON (a request body, session storage): a classified type with a
 * confidence between 0 and 1, or else `unknown`.
 */
export function readVisitorType(value: unknown): VisitorType {
  if (value && typeof value === 'object') {
    const { type, confidence } = value as Record<string, unknown>;
    if (
      isClassifiedType(type) &&
      typeof confidence === 'number' &&
      confidence >= 0 &&
      confidence <= 1
    ) {
      return { type, confidence };
    }
  }
  return initialVisitorType;
}
