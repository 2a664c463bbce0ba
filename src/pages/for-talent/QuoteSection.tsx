import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import { Box, Typography } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The company's own statement of what it stands for (a brand line, not a person's words). */
export function QuoteSection() {
  const { t } = useT('forTalent');
  return (
    <Section id="quote" labelledBy="quote-title" tone="sand" maxWidth="md">
      <Typography id="quote-title" variant="h2" sx={visuallyHidden}>
        {t('quote.label')}
      </Typography>
      <Reveal threshold={0.3}>
        <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
          <FormatQuoteRounded
            aria-hidden="true"
            sx={{ fontSize: 64, color: 'secondary.main', transform: 'scaleX(-1)' }}
          />
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography
              component="p"
              sx={{
                fontSize: { xs: '1.5rem', md: '2.1rem' },
                fontWeight: 700,
                lineHeight: 1.35,
                color: 'primary.main',
                textWrap: 'balance',
              }}
            >
              {t('quote.text')}
            </Typography>
          </Box>
          <Typography
            component="figcaption"
            variant="overline"
            sx={{ display: 'block', mt: 3, color: 'text.secondary', lineHeight: 1.6 }}
          >
            {t('quote.source', { brand: site.brand })}
          </Typography>
        </Box>
      </Reveal>
    </Section>
  );
}
