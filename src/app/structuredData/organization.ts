import type { SiteConfig } from '../../config/siteConfig';
import { schemaContext, type JsonLdBlock, type JsonLdNode } from './jsonLd';

/** The one node every other block points to as provider or publisher. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * The company's address is configured as one line, "street, postcode city" (the Impressum shows
 * it so); split into the parts schema.org's PostalAddress names. The company is registered in
 * Germany, hence the country.
 */
export function postalAddress(address: string): JsonLdNode {
  const match = /^(.+),\s*(\d{5})\s+(.+)$/.exec(address);
  if (!match) return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'DE' };
  const [, streetAddress, postalCode, addressLocality] = match;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    postalCode,
    addressLocality,
    addressCountry: 'DE',
  };
}

/** The company behind the site: name, address, the phone and the three inboxes, social profiles. */
export function buildOrganization(site: SiteConfig, logoUrl: string): JsonLdBlock {
  const emails = Object.entries(site.emails).map(([audience, email]) => ({
    '@type': 'ContactPoint',
    contactType: audience,
    email,
  }));
  return {
    '@context': schemaContext,
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.brand,
    url: `${site.siteUrl}/`,
    logo: logoUrl,
    address: postalAddress(site.company.address),
    telephone: site.phone,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.phone },
      ...emails,
    ],
    sameAs: Object.values(site.social),
  };
}
