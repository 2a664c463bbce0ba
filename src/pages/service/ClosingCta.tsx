import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CallToAction } from '../../components/sections/CallToAction';

/** The closing call to action of a service page: a title, a line and the service's buttons. */
export function ClosingCta({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <CallToAction
      titleId="cta-title"
      copy={{ title, text }}
      width={880}
      compact
      // Close below the last card grid, whose own padding already separates them.
      sx={{ pt: { xs: 3, md: 5 } }}
      actions={<Box sx={{ mt: 4 }}>{actions}</Box>}
    />
  );
}
