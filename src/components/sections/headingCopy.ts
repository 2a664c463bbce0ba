import type { TFunction } from 'i18next';
import type { Namespace, Resources } from '../../i18n/namespaces';
import type { SectionHeadingProps } from './SectionHeading';

/** The parts of a section heading that come from the copy. */
export type HeadingField = 'eyebrow' | 'title' | 'subtitle';

/**
 * The top-level objects of a namespace's copy that hold every one of `Fields` as a text: the
 * prefixes `headingCopy` accepts, so a section whose copy lacks its title is a compile error.
 * For a `t` bound to one of several namespaces (the service template), a prefix of any of them,
 * as `t` itself accepts a key of any of them.
 */
export type HeadingPrefix<N extends Namespace, Fields extends HeadingField> = N extends Namespace
  ? {
      [K in keyof Resources[N] & string]: Resources[N][K] extends Record<Fields, string>
        ? K
        : never;
    }[keyof Resources[N] & string]
  : never;

/** A section heading's copy: what `<Section heading>` and the headed blocks take. */
export type HeadingCopy = Pick<SectionHeadingProps, HeadingField>;

const allFields = ['eyebrow', 'title', 'subtitle'] as const;

/**
 * A section's heading (`<Section heading={…}>`) read from its copy: `headingCopy(t, 'process')`
 * is `process.eyebrow`, `process.title` and `process.subtitle` of the namespace `t` is bound
 * to; `fields` names fewer (`['eyebrow', 'title']`) for a heading without a lead. The key-usage
 * check (scripts/keyUsage.ts) reads these calls as the keys they stand for.
 */
export function headingCopy<
  N extends Namespace,
  const Fields extends readonly HeadingField[] = typeof allFields,
>(
  t: TFunction<N>,
  prefix: HeadingPrefix<N, Fields[number]>,
  // A heading always has its title.
  fields: Fields & ('title' extends Fields[number] ? unknown : never) = allFields as never,
): HeadingCopy {
  // The prefix's type proves each key exists; `t`'s own key type cannot follow a built key.
  const read = t as unknown as (key: string) => string;
  const part = (field: HeadingField) =>
    fields.includes(field) ? read(`${prefix}.${field}`) : undefined;
  return { eyebrow: part('eyebrow'), title: read(`${prefix}.title`), subtitle: part('subtitle') };
}
