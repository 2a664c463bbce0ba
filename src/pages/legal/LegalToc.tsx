import { Box, Link, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { header } from '../../theme/tokens';
import type { LegalDocumentContent } from './legalDocument';

/**
 * The table of contents: in-page links to every section heading. Beside the text on wide
 * screens (it stays in view while the text scrolls), above it on narrow ones.
 */
export function LegalToc({
  content,
  title,
  text,
}: {
  content: LegalDocumentContent;
  title: string;
  text: (key: string) => string;
}) {
  return (
    <Box
      component="nav"
      aria-labelledby="legal-toc-title"
      sx={{
        alignSelf: 'start',
        position: { md: 'sticky' },
        top: { md: header.scrollOffset + 16 },
        p: 3,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id="legal-toc-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component={content.numbered ? 'ol' : 'ul'}
        sx={{
          m: 0,
          pl: content.numbered ? 3 : 0,
          listStyle: content.numbered ? 'decimal' : 'none',
          display: 'grid',
          gap: 1,
        }}
      >
        {content.sections.map((section) => (
          <Box component="li" key={section.id} sx={{ lineHeight: 1.4 }}>
            <Link
              component={AppLink}
              to={`#${section.id}`}
              underline="hover"
              sx={{ fontWeight: 600, fontSize: '0.95rem' }}
            >
              {text(`sections.${section.id}.title`)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
