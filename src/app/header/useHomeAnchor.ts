import type { MouseEvent } from 'react';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { scrollToId, scrollToY } from '../../lib/scroll';
import type { HomeAnchor } from '../navigation';
import { usePage } from '../../components/PageContext';

/**
 * A link to a home-page section: on the home page it scrolls there smoothly (after `delay`
 * ms, so a closing menu does not fight the scroll); elsewhere it is a plain link to `/#anchor`.
 */
export function useHomeAnchor(anchor: HomeAnchor | 'top', delay = 0) {
  const lng = useLocale();
  const onHome = usePage().routeId === 'home';
  const href =
    anchor === 'top' || anchor === 'hero' ? pathFor('home', lng) : pathFor('home', lng, anchor);
  const onClick = (event: MouseEvent) => {
    if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const scroll = () => (anchor === 'top' ? scrollToY(0) : scrollToId(anchor));
    if (delay > 0) window.setTimeout(scroll, delay);
    else scroll();
  };
  return { href, onClick, onHome };
}
