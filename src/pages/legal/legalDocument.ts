import type { PageNamespace } from '../../i18n/namespaces';
import type { RouteId } from '../../routes';

/**
 * One block of a legal text. Its copy lives at `sections.<section>.<block>` of the page's
 * locale file (a list's items at `sections.<section>.<block>.<item>`); the order is kept here.
 */
export type LegalBlock =
  | { kind: 'p'; id: string }
  | { kind: 'list'; id: string; items: readonly string[] }
  /**
   * A paragraph `<id>` followed by an email address of the site configuration as a mailto link:
   * the clients address, or the one the privacy policy names for questions about personal data.
   */
  | { kind: 'email'; id: string; to: 'clients' | 'privacy' }
  /** A paragraph `<id>` followed by a link to another page of the site, labelled `<id>Link`. */
  | { kind: 'link'; id: string; to: RouteId }
  /** Content the page renders itself (the Impressum's company details), passed by id. */
  | { kind: 'slot'; id: string }
  /**
   * A notice set apart from the text around it, as the law asks of some (the right to object,
   * Art. 21(4) GDPR): a heading `<id>Title` and the paragraph `<id>`.
   */
  | { kind: 'notice'; id: string };

export interface LegalSection {
  /** Also the anchor of the section's heading: `/privacy-policy#rights`. */
  id: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  ns: PageNamespace;
  /** When the text was last changed, as an ISO date (YYYY-MM-DD). */
  updated: string;
  /** Headings carry their number (1., 2., ...) and the table of contents is an ordered list. */
  numbered: boolean;
  sections: readonly LegalSection[];
}

export const p = (id: string): LegalBlock => ({ kind: 'p', id });
export const list = (id: string, items: readonly string[]): LegalBlock => ({
  kind: 'list',
  id,
  items,
});
export const email = (id: string, to: 'clients' | 'privacy' = 'clients'): LegalBlock => ({
  kind: 'email',
  id,
  to,
});
export const link = (id: string, to: RouteId): LegalBlock => ({ kind: 'link', id, to });
export const slot = (id: string): LegalBlock => ({ kind: 'slot', id });
export const notice = (id: string): LegalBlock => ({ kind: 'notice', id });

/** Every copy key a document reads below `sections`, for the test that keeps them in step. */
export function blockKeys(content: LegalDocumentContent): string[] {
  return content.sections.flatMap((section) => [
    `sections.${section.id}.title`,
    ...section.blocks.flatMap((block) => {
      const key = `sections.${section.id}.${block.id}`;
      if (block.kind === 'list') return block.items.map((item) => `${key}.${item}`);
      if (block.kind === 'link') return [key, `${key}Link`];
      if (block.kind === 'notice') return [`${key}Title`, key];
      if (block.kind === 'slot') return [];
      return [key];
    }),
  ]);
}
