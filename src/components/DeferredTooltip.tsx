import type { TooltipProps } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';
import { useHydrated } from './useHydrated';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's tooltip, loaded after hydration: a closed tooltip adds nothing to the HTML, and its
 * positioning engine is not worth a place in the first bundle. Until it loads, the child
 * stands alone (it carries its own accessible name).
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const hydrated = useHydrated();
  if (!hydrated) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
