import type { ReactNode } from 'react';
import type { Namespace, Resources } from '../../i18n/namespaces';
import { useT } from '../../i18n/useT';
import type { ImageRef } from '../../lib/contentLists';
import { HeroCarousel } from './HeroCarousel';

/** The hero copy a page namespace carries: its label and each slide's title, text and alt. */
interface HeroCopy {
  hero: {
    label: string;
    slides: Record<string, { title: string; text: string; alt: string; cta?: string }>;
  };
}

/** The namespaces with hero slides: a page whose copy lacks one of the fields fails `tsc`. */
export type HeroNamespace = {
  [N in Namespace]: Resources[N] extends HeroCopy ? N : never;
}[Namespace];

/**
 * A page's rotating hero, from its namespace's `hero` copy and its content module's slides:
 * each slide's title, text and art with its alt text, and, given `slideLink`, a button
 * labelled with the slide's `cta` that leads where `slideLink` says. (The keys it reads are
 * declared in scripts/declaredKeyUses.ts: the source scan cannot see a computed namespace.)
 */
export function PageHero<Slide extends { id: string; image: ImageRef }>({
  ns,
  slides,
  slideLink,
  actions,
  fadeMs,
}: {
  ns: HeroNamespace;
  slides: readonly Slide[];
  slideLink?: (slide: Slide) => string;
  /** Buttons below the headline on every slide. */
  actions?: ReactNode;
  fadeMs?: number;
}) {
  const { t } = useT(ns);
  // The keys are built from the slide ids, which the content modules check against the copy.
  const text = t as unknown as (key: string) => string;
  return (
    <HeroCarousel
      id="hero"
      label={text('hero.label')}
      fadeMs={fadeMs}
      actions={actions}
      slides={slides.map((slide) => {
        const key = (field: string) => text(`hero.slides.${slide.id}.${field}`);
        return {
          id: slide.id,
          title: key('title'),
          text: key('text'),
          action: slideLink && { label: key('cta'), to: slideLink(slide) },
          image: { ...slide.image, alt: key('alt') },
        };
      })}
    />
  );
}
