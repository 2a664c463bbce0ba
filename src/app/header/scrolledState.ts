/**
 * The header's scrolled look, kept by the DOM alone: an intersection observer watches a marker
 * at the very top of the page, as tall as the distance that counts as scrolled, and sets the
 * header's `data-scrolled`; the header's styles follow the attribute. No React is involved, so
 * on a page that boots as islands the header changes look before (and whether or not) its
 * island hydrates, and reading the scroll position never forces a layout.
 */
export const scrolledAttribute = 'data-scrolled';
/** Marks the element whose leaving the viewport means "scrolled". */
export const scrollMarkerAttribute = 'data-scroll-marker';

const watched = new WeakSet<Element>();

/** Starts watching; a marker already watched is left as it is (the islands script may have started first). */
export function watchScrolled(marker: Element, header: Element): () => void {
  if (watched.has(marker) || typeof IntersectionObserver === 'undefined') return () => {};
  watched.add(marker);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      header.setAttribute(scrolledAttribute, String(!entry.isIntersecting));
  });
  observer.observe(marker);
  return () => {
    observer.disconnect();
    watched.delete(marker);
  };
}

/** The same, for the prerendered page: finds the marker and the header by their attributes. */
export function watchScrolledHeader(root: ParentNode = document): void {
  const marker = root.querySelector(`[${scrollMarkerAttribute}]`);
  const header = root.querySelector(`header[${scrolledAttribute}]`);
  if (marker && header) watchScrolled(marker, header);
}
