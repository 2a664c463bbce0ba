import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path already localized with `pathFor`, so a link never leaves the page language. */
  to: string;
};

type LinkComponent = ForwardRefExoticComponent<AppLinkProps & RefAttributes<HTMLAnchorElement>>;

const RoutedLink = createContext<LinkComponent | null>(null);

/**
 * Where a router runs the page (the single-page application, and the prerender of its pages),
 * it provides its own link here so that following a link is a navigation inside the app.
 */
export const RoutedLinkProvider = RoutedLink.Provider;

/**
 * A site link usable as MUI's `component` prop: the router's link where a router runs the
 * page, a plain anchor otherwise (an island, a page navigated as documents).
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, children, ...props },
  ref,
) {
  const Routed = useContext(RoutedLink);
  return Routed ? (
    <Routed ref={ref} to={to} {...props}>
      {children}
    </Routed>
  ) : (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});
