import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToId } from '../lib/scroll';

/** Every route change starts at the top; a URL hash scrolls to its anchor below the header. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) {
      scrollToId(decodeURIComponent(hash.slice(1)), { duration: 0 });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, key]);
  return null;
}
