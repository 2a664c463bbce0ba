import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { AppLinkProps } from '../components/AppLink';

/** The router's link in the shape of AppLink: following it is a navigation inside the app. */
export const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(
  function RouterLink(props, ref) {
    return <Link ref={ref} {...props} />;
  },
);
