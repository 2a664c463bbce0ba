import { Link, type LinkProps } from '@mui/material';

/** Every external link opens in a new tab without handing the opener to the other site. */
export function ExternalLink(props: Omit<LinkProps, 'target' | 'rel'>) {
  return <Link {...props} target="_blank" rel="noopener noreferrer" />;
}

export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
