/** A schema.org node as JSON-LD. Top-level blocks carry `@context`; nested nodes do not. */
export interface JsonLdNode {
  '@type': string;
  '@id'?: string;
  [property: string]: unknown;
}

export interface JsonLdBlock extends JsonLdNode {
  '@context': 'https://schema.org';
}

export const schemaContext = 'https://schema.org';

/**
 * The text of a `<script type="application/ld+json">` block. `<` is written as `\u003c` (still the
 * same JSON string), so no copy can ever close the script element or open a comment in it.
 */
export function serializeJsonLd(block: JsonLdBlock): string {
  return JSON.stringify(block).replace(/</g, '\\u003c');
}
