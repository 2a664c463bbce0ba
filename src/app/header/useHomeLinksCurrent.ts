import { useHomeSection } from '../homeScrollSpy';

type Current = 'page' | 'location' | undefined;

/**
 * On the home page, which of the header's Home and Contact links is marked as where the visitor
 * is: Contact while the contact section is read (a place in the page), Home otherwise (the page).
 * Elsewhere neither: Home leads to another page, and Contact is a section of it.
 */
export function useHomeLinksCurrent(onHome: boolean): { home: Current; contact: Current } {
  const section = useHomeSection(onHome);
  if (!section) return { home: undefined, contact: undefined };
  return section === 'contact'
    ? { home: undefined, contact: 'location' }
    : { home: 'page', contact: undefined };
}
