import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Section } from '../../../components/sections/Section';

/** The closing band of an About page: a heading, a line and its buttons. */
export function ActionBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId} tone="sand" maxWidth="md">
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" id={titleId} sx={{ color: 'primary.main', textWrap: 'balance' }}>
          {title}
        </Typography>
        {text && (
          <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {text}
          </Typography>
        )}
        <Box
          data-testid={`${id}-buttons`}
          sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}
        >
          {children}
        </Box>
      </Box>
    </Section>
  );
}
