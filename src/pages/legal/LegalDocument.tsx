import { Box, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { useLocale } from '../../i18n/LocaleContext';
import { brandColors } from '../../theme/tokens';
import { formatLegalDate } from '../../shared/legalDate';
import { LegalBlocks } from './LegalBlocks';
import type { LegalDocumentContent } from './legalDocument';
import { LegalToc } from './LegalToc';
import { useLegalText } from './useLegalText';

/**
 * The layout every legal page shares: title and date, a table of contents, then the sections
 * as h2 headings a screen reader can jump between, in lines of about 70 characters. Long-form
 * text is read, not presented, so unlike the marketing pages nothing here animates in.
 * The page's locale file holds `title`, `lead`, `updated` (the date's label), `toc` and `sections`.
 */
export function LegalDocument({
  content,
  slots = {},
  values = {},
}: {
  content: LegalDocumentContent;
  slots?: Record<string, ReactNode>;
  /** Values the copy interpolates besides the brand and the contact e-mail. */
  values?: Record<string, string>;
}) {
  const lng = useLocale();
  const read = useLegalText(content.ns);
  const text = (key: string) => read(key, values);
  const date = formatLegalDate(lng, content.updated);
  return (
    <>
      <PageIntro title={text('title')} lead={text('lead')}>
        <Typography component="p" sx={{ color: alpha(brandColors.white, 0.86) }}>
          {text('updated')} <time dateTime={content.updated}>{date}</time>
        </Typography>
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '17rem minmax(0, 1fr)' },
            gap: { xs: 5, md: 8 },
          }}
        >
          <LegalToc content={content} title={text('toc')} text={text} />
          <Box component="article" sx={{ maxWidth: '70ch', minWidth: 0 }}>
            {content.sections.map((section, index) => (
              <Box
                key={section.id}
                // A part of the legal text inside the page's Section, not a band of the page.
                // eslint-disable-next-line no-restricted-syntax
                component="section"
                aria-labelledby={section.id}
                sx={{ '& + section': { mt: { xs: 5, md: 6 } } }}
              >
                <Typography
                  id={section.id}
                  variant="h4"
                  component="h2"
                  tabIndex={-1}
                  sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}
                >
                  {content.numbered && (
                    <Box component="span" sx={{ color: brandColors.amberText, mr: 1 }}>
                      {index + 1}.
                    </Box>
                  )}
                  {text(`sections.${section.id}.title`)}
                </Typography>
                <LegalBlocks
                  sectionId={section.id}
                  blocks={section.blocks}
                  text={text}
                  slots={slots}
                />
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
