import { forwardRef, type AnchorHTMLAttributes } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path already localized with `pathFor`, so a link never leaves the page language. */
  to: string;
};

/**
 * A site link usable as MUI's `component` prop. A plain anchor: every move between pages is a
 * document load (docs/performance.md), in the built site as in `npm run dev`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, children, ...props },
  ref,
) {
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});
