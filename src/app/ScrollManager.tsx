import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../components/visuallyHidden';
import { scrollToId } from '../lib/scroll';

/**
 * Focus after a page change inside the site (WCAG 2.4.3): the new page's h1, or its main
 * region when it has none, as GOV.UK and React Router recommend. Without this focus stays on
 * <body> or on the link that was followed, now far off screen, and nothing is announced.
 */
function focusNewPage() {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // A heading is not a control: it takes focus by script only, and shows no ring for it.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.style.outline = 'none';
  }
  target.focus({ preventScroll: true });
}

/**
 * Every route change starts at the top with focus on the new page; a URL hash scrolls to its
 * anchor below the header and focuses it. The new page's title is announced politely, so a
 * screen reader says where the visitor arrived. The first render (a prerendered page load)
 * leaves focus to the browser.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstLocation = useRef(key);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (hash.length > 1) {
      scrollToId(decodeURIComponent(hash.slice(1)), { duration: 0 });
    } else {
      window.scrollTo(0, 0);
    }
    if (key === firstLocation.current) return;
    // DocumentHead, rendered before this component, has set the new title in its effect.
    setAnnouncement(document.title);
    if (hash.length <= 1) focusNewPage();
  }, [pathname, hash, key]);
  return (
    <Box role="status" sx={visuallyHidden} data-testid="page-announcer">
      {announcement}
    </Box>
  );
}
