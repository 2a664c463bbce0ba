import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { answersFromSearch, answersToSearch } from '../../shared/germanyCheck/answerUrl';
import type { Answers } from '../../shared/germanyCheck/answers';

/** Fired after the check writes the address, which `history.replaceState` does not announce. */
const answersChanged = 'germany-check-answers';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(answersChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(answersChanged, onChange);
  };
}

const search = () => window.location.search;
// The prerendered page has no answers; a shared link's answers arrive right after hydration.
const serverSearch = () => '';

/**
 * The answers live in the page's address and nowhere else: read from it, written to it without
 * a navigation (the page neither scrolls nor moves focus), so the address is always a link to
 * the result.
 */
export function useAnswers(): [Answers, (answers: Answers) => void] {
  const query = useSyncExternalStore(subscribe, search, serverSearch);
  const answers = useMemo(() => answersFromSearch(query), [query]);
  const save = useCallback((next: Answers) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${answersToSearch(next)}${hash}`,
    );
    window.dispatchEvent(new Event(answersChanged));
  }, []);
  return [answers, save];
}
