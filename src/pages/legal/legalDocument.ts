import type { PageNamespace } from '../../i18n/namespaces';
import type { RouteId } from '../../routes';

/**
 * One block of a legal text. Its copy lives at `sections.<section>.<block>` of the page's
 * locale file (a list's items at `sections.<section>.<block>.<item>`); the order is kept here.
 */
export type LegalBlock =
  | { kind: 'p'; id: string }
  | { kind: 'list'; id: string; items: readonly string[] }
  /** A paragraph `<id>` followed by the clients e-mail address as a mailto link. */
  | { kind: 'email'; id: string }
  /** A paragraph `<id>` followed by a link to another page of the site, labelled `<id>Link`. */
  | { kind: 'link'; id: string; to: RouteId }
  /** Content the page renders itself (the Impressum's company details), passed by id. */
  | { kind: 'slot'; id: string };

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
export const email = (id: string): LegalBlock => ({ kind: 'email', id });
export const link = (id: string, to: RouteId): LegalBlock => ({ kind: 'link', id, to });
export const slot = (id: string): LegalBlock => ({ kind: 'slot', id });

/** Every copy key a document reads below `sections`, for the test that keeps them in step. */
export function blockKeys(content: LegalDocumentContent): string[] {
  return content.sections.flatMap((section) => [
    `sections.${section.id}.title`,
    ...section.blocks.flatMap((block) => {
      const key = `sections.${section.id}.${block.id}`;
      if (block.kind === 'list') return block.items.map((item) => `${key}.${item}`);
      if (block.kind === 'link') return [key, `${key}Link`];
      if (block.kind === 'slot') return [];
      return [key];
    }),
  ]);
}
