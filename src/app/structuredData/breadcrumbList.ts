import { schemaContext, type JsonLdBlock } from './jsonLd';

export interface Crumb {
  name: string;
  url: string;
}

/** The trail from the home page to the current page, positions counted from 1. */
export function buildBreadcrumbList(trail: readonly Crumb[]): JsonLdBlock {
  return {
    '@context': schemaContext,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
