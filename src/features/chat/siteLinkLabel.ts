/**
 * A link to a page of the site itself (the chat cites the page section that states an answer)
 * reads as its path, "/es/relocation#plans", rather than the whole address: short enough for a
 * phone-wide bubble and still telling where it leads. Null for any other address.
 */
export function siteLinkLabel(href: string, siteUrl: string): string | null {
  try {
    const link = new URL(href);
    if (link.origin !== new URL(siteUrl).origin) return null;
    return `${link.pathname}${link.hash}`;
  } catch {
    return null;
  }
}
