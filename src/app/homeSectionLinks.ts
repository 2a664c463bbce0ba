import { currentHomeSection, subscribeHomeSection } from './homeScrollSpy';
import type { HomeAnchor } from './navigation';

export type Current = 'page' | 'location' | undefined;

/**
 * Which of the header's Home and Contact links is marked as where the visitor is on the home
 * page: Contact while the contact section is read (a place in the page), Home otherwise (the
 * page).
 */
export function homeLinksCurrent(section: HomeAnchor): { home: Current; contact: Current } {
  return section === 'contact'
    ? { home: undefined, contact: 'location' }
    : { home: 'page', contact: undefined };
}

/**
 * The attributes naming what a link leads to on the home page, for plain DOM to mark: a
 * section link (the footer's list) or the header's Home and Contact links.
 */
export const homeLinkAttributes = { section: 'data-home-section', link: 'data-home-link' } as const;

function mark(link: Element, current: Current) {
  if (current) link.setAttribute('aria-current', current);
  else link.removeAttribute('aria-current');
}

function markAll() {
  const section = currentHomeSection();
  const links = homeLinksCurrent(section);
  document.querySelectorAll(`[${homeLinkAttributes.section}]`).forEach((link) => {
    mark(link, link.getAttribute(homeLinkAttributes.section) === section ? 'location' : undefined);
  });
  document.querySelectorAll(`[${homeLinkAttributes.link}]`).forEach((link) => {
    mark(
      link,
      link.getAttribute(homeLinkAttributes.link) === 'contact' ? links.contact : links.home,
    );
  });
}

/**
 * The scroll-spy on a home page that boots as islands: the same store the header's island reads
 * when it hydrates, marking the prerendered links meanwhile, so both always agree.
 */
export function markHomeSectionLinks(): () => void {
  return subscribeHomeSection(markAll);
}
