/**
 * What a prerendered page's Open Graph tags say about its share image: the image path, the title
 * and site name it shows, the page language and host. Read back from the HTML the prerenderer
 * wrote, so each image shows exactly what its page announces.
 */
import type { CardText } from './shareCard';

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function ogContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="og:${property}" content="([^"]*)">`).exec(html);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
}

export interface PageShare extends CardText {
  /** Path of the image inside the built site, like `/share/en/home.png`. */
  imagePath: string;
}

/** The share image a page names, or nothing for pages without one (redirects). */
export function pageShareMeta(html: string): PageShare | undefined {
  const image = ogContent(html, 'image');
  const title = ogContent(html, 'title');
  const brand = ogContent(html, 'site_name');
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  if (!image || !title || !brand || !lang) return undefined;
  const url = new URL(image);
  return { imagePath: url.pathname, title, brand, lang, host: url.host };
}
