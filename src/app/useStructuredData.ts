import { useEffect, useRef } from 'react';
import { i18n } from '../i18n/i18n';
import type { RouteHandle } from './routeHandle';
import { serializeJsonLd } from './structuredData/jsonLd';

const selector = 'script[type="application/ld+json"]';

/**
 * Replaces the page's JSON-LD blocks after a client-side navigation. The first page keeps the
 * blocks the prerenderer wrote; the builders (and the FAQ content they read) load only when the
 * visitor moves to another page, so they stay out of the first bundle. The old blocks go at once,
 * so the head never describes the previous page.
 */
export function useStructuredData({ routeId, lng }: RouteHandle) {
  const prerendered = useRef(true);
  useEffect(() => {
    const keep = prerendered.current && document.head.querySelector(selector) !== null;
    prerendered.current = false;
    if (keep) return;
    document.head.querySelectorAll(selector).forEach((el) => el.remove());
    let current = true;
    void import('./structuredData/pageStructuredData').then(({ pageStructuredData }) => {
      if (!current) return;
      document.head.append(
        ...pageStructuredData({ routeId, lng }, i18n).map((block) =>
          Object.assign(document.createElement('script'), {
            type: 'application/ld+json',
            textContent: serializeJsonLd(block),
          }),
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [routeId, lng]);
}
