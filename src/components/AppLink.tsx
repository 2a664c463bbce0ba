import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * A router link usable as MUI's `component` prop. Callers pass paths already localized
 * with `pathFor`, so a link never leaves the page language by accident.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <RouterLink ref={ref} {...props} />;
});
