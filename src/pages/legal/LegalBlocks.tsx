import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import type { LegalBlock } from './legalDocument';

const paragraph = { mt: 2, lineHeight: 1.75 } as const;

/** The blocks of one section: paragraphs, bulleted lists, contact and cross-page links. */
export function LegalBlocks({
  sectionId,
  blocks,
  text,
  slots,
}: {
  sectionId: string;
  blocks: readonly LegalBlock[];
  text: (key: string) => string;
  slots: Record<string, ReactNode>;
}) {
  const lng = useLocale();
  return blocks.map((block) => {
    const key = `sections.${sectionId}.${block.id}`;
    switch (block.kind) {
      case 'p':
        return (
          <Typography key={block.id} sx={paragraph}>
            {text(key)}
          </Typography>
        );
      case 'list':
        return (
          <Box key={block.id} component="ul" sx={{ mt: 2, mb: 0, pl: 3, display: 'grid', gap: 1 }}>
            {block.items.map((item) => (
              <Typography key={item} component="li" sx={{ lineHeight: 1.7 }}>
                {text(`${key}.${item}`)}
              </Typography>
            ))}
          </Box>
        );
      case 'email': {
        const address = block.to === 'privacy' ? site.privacyEmail : site.emails.clients;
        return (
          <Typography key={block.id} sx={paragraph}>
            {text(key)}{' '}
            <Link href={`mailto:${address}`} sx={{ fontWeight: 600 }}>
              {address}
            </Link>
          </Typography>
        );
      }
      case 'notice':
        return (
          <Box
            key={block.id}
            // A part of the legal text inside the page's Section, not a band of the page.
            // eslint-disable-next-line no-restricted-syntax
            component="section"
            aria-labelledby={`${sectionId}-${block.id}`}
            sx={{
              mt: 3,
              p: { xs: 2.5, sm: 3 },
              border: 2,
              borderColor: 'primary.main',
              borderRadius: 2,
            }}
          >
            <Typography
              id={`${sectionId}-${block.id}`}
              variant="h6"
              component="h3"
              sx={{ color: 'primary.main' }}
            >
              {text(`${key}Title`)}
            </Typography>
            <Typography sx={{ mt: 1.5, lineHeight: 1.75 }}>{text(key)}</Typography>
          </Box>
        );
      case 'link':
        return (
          <Typography key={block.id} sx={paragraph}>
            {text(key)}{' '}
            <Link component={AppLink} to={pathFor(block.to, lng)} sx={{ fontWeight: 600 }}>
              {text(`${key}Link`)}
            </Link>
          </Typography>
        );
      case 'slot':
        return <Box key={block.id}>{slots[block.id]}</Box>;
    }
  });
}
