import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { buildHead } from './head';
import { useRouteHandle } from './routeHandle';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** Keeps the head of a client-side navigation equal to what the prerenderer wrote. */
export function DocumentHead() {
  const { routeId, lng } = useRouteHandle();
  useEffect(() => {
    const head = buildHead({ routeId, lng }, i18n);
    document.documentElement.lang = head.lang;
    document.title = head.title;
    upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).setAttribute('content', head.description);
    document.head
      .querySelectorAll(
        'link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"]',
      )
      .forEach((el) => el.remove());
    document.head.append(
      head.noindex
        ? Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' })
        : Object.assign(document.createElement('link'), { rel: 'canonical', href: head.canonical }),
    );
    for (const { hreflang, href } of head.alternates) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href }),
      );
    }
  }, [routeId, lng]);
  return null;
}
