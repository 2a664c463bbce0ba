import { useEffect, useRef, useState } from 'react';

/**
 * Whether the page has scrolled past a marker: the ref goes on an element at the very top of
 * the page, as tall as the distance that counts as scrolled. An intersection observer
 * watches the marker: it reports without forcing a layout, where reading the scroll position
 * (as MUI's useScrollTrigger does on mount) lays out the whole page in the middle of hydration.
 */
export function useScrolledPast() {
  const marker = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) =>
      entries.forEach((entry) => setScrolled(!entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { scrolled, marker };
}
