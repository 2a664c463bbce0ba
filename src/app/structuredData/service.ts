import { schemaContext, type JsonLdBlock } from './jsonLd';

export interface ServiceFacts {
  name: string;
  description: string;
  url: string;
  lang: string;
  providerId: string;
  /** Localized names of the regions (`Place`) or countries (`Country`) the service is for. */
  areaServed: readonly { type: 'Place' | 'Country'; name: string }[];
}

/** One service line, provided by the Organization (referenced by its `@id`). */
export function buildService(facts: ServiceFacts): JsonLdBlock {
  return {
    '@context': schemaContext,
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    inLanguage: facts.lang,
    provider: { '@type': 'Organization', '@id': facts.providerId },
    areaServed: facts.areaServed.map(({ type, name }) => ({ '@type': type, name })),
  };
}
