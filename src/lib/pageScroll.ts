/**
 * Keeps the page still behind a modal `<dialog>` (the browser makes it inert, not unscrollable),
 * as MUI's modals do: the scrollbar's width is given back as padding so nothing moves sideways.
 * Returns the function that lets it scroll again.
 */
export function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}
