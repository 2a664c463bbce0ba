import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../../components/reveal/Reveal';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useLocale } from '../../../i18n/LocaleContext';
import { localeRegistry } from '../../../i18n/locales';
import { useT } from '../../../i18n/useT';
import { brandColors, radii } from '../../../theme/tokens';
import { manifesto } from './content';
import { onNavySurface } from '../../../theme/surfaces';

/** The five numbered points of the manifesto: a statement and what it means in practice. */
export function ManifestoSection() {
  const { t } = useT('company');
  const lng = useLocale();
  const number = new Intl.NumberFormat(localeRegistry[lng].intl, { minimumIntegerDigits: 2 });
  return (
    <Section id="manifesto" tone="navy" maxWidth="md" heading={headingCopy(t, 'manifesto')}>
      <Reveal
        component="ol"
        stagger={0.12}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {manifesto.map((id, index) => (
          <RevealItem
            key={id}
            component="li"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: { xs: 2, md: 3 },
              p: { xs: 3, md: 3.5 },
              borderRadius: radii.cardCompact,
              ...onNavySurface,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                fontSize: { xs: '1.75rem', md: '2.25rem' },
                fontWeight: 800,
                lineHeight: 1,
                color: 'secondary.main',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {number.format(index + 1)}
            </Box>
            <Box>
              <Typography variant="h3" sx={{ color: brandColors.white, fontSize: '1.3rem' }}>
                {t(`manifesto.items.${id}.text`)}
              </Typography>
              <Typography sx={{ mt: 1, color: alpha(brandColors.white, 0.82) }}>
                {t(`manifesto.items.${id}.description`)}
              </Typography>
            </Box>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
