import { homeLinksCurrent, type Current } from '../homeSectionLinks';
import { useHomeSection } from '../useHomeSection';

/**
 * On the home page, which of the header's Home and Contact links is marked as where the visitor
 * is (`homeLinksCurrent`). Elsewhere neither: Home leads to another page, and Contact is a
 * section of it.
 */
export function useHomeLinksCurrent(onHome: boolean): { home: Current; contact: Current } {
  const section = useHomeSection(onHome);
  return section ? homeLinksCurrent(section) : { home: undefined, contact: undefined };
}
