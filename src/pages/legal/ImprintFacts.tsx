import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { telHref, type SiteConfig } from '../../config/siteConfig';
import { useLegalText } from './useLegalText';

/** Label and value pairs of the Impressum as a description list. */
function FactList({ rows }: { rows: readonly { id: string; label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        mt: 2,
        mb: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '14rem minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.id} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1.5, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Company details from the site configuration. */
export function ImprintFacts({ fields }: { fields: readonly (keyof SiteConfig['company'])[] }) {
  const text = useLegalText('imprint');
  return (
    <FactList
      rows={fields.map((field) => ({
        id: field,
        label: text(`facts.${field}`),
        value: site.company[field],
      }))}
    />
  );
}

/** Phone and e-mail from the site configuration. */
export function ImprintContact() {
  const text = useLegalText('imprint');
  return (
    <FactList
      rows={[
        {
          id: 'phone',
          label: text('facts.phone'),
          value: <Link href={telHref(site)}>{site.phone}</Link>,
        },
        {
          id: 'email',
          label: text('facts.email'),
          value: <Link href={`mailto:${site.emails.clients}`}>{site.emails.clients}</Link>,
        },
      ]}
    />
  );
}
