import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { buildHead, headElements, headElementsSelector } from './head';
import { useRouteHandle } from './routeHandle';
import { useStructuredData } from './useStructuredData';

/** Keeps the head of a client-side navigation equal to what the prerenderer wrote. */
export function DocumentHead() {
  const handle = useRouteHandle();
  const { routeId, lng } = handle;
  useEffect(() => {
    const head = buildHead({ routeId, lng }, i18n);
    document.documentElement.lang = head.lang;
    document.title = head.title;
    document.head.querySelectorAll(headElementsSelector).forEach((el) => el.remove());
    document.head.append(
      ...headElements(head).map(({ tag, attributes }) => {
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        return element;
      }),
    );
  }, [routeId, lng]);
  useStructuredData(handle);
  return null;
}
