import { Box, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { IconBadge } from '../../components/sections/IconBadge';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { companyBenefits, talentBenefits } from './content';

function BenefitColumn({
  titleId,
  title,
  items,
}: {
  titleId: string;
  title: string;
  items: readonly { id: string; icon: SvgIconComponent; title: string; text: string }[];
}) {
  return (
    <Box component="article" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        variant="h3"
        sx={{
          color: 'primary.main',
          mb: 3,
          pb: 1.5,
          borderBottom: 2,
          borderColor: 'secondary.main',
        }}
      >
        {title}
      </Typography>
      <Reveal
        component="ul"
        stagger={0.1}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}
      >
        {items.map(({ id, icon: Icon, title: itemTitle, text }) => (
          <RevealItem key={id} component="li" sx={{ display: 'flex', gap: 2 }}>
            <IconBadge tone="navy" size={44} radius="badge" sx={{ flexShrink: 0 }}>
              <Icon fontSize="small" />
            </IconBadge>
            <Box>
              <Typography
                variant="h4"
                component="h4"
                sx={{ fontSize: '1.1rem', color: 'primary.main' }}
              >
                {itemTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {text}
              </Typography>
            </Box>
          </RevealItem>
        ))}
      </Reveal>
    </Box>
  );
}

export function BenefitsSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section id="benefits" heading={headingCopy(t, 'benefits', ['eyebrow', 'title'])}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <BenefitColumn
          titleId="benefits-companies-title"
          title={t('benefits.companiesTitle')}
          items={companyBenefits.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`benefits.companies.${id}.title`),
            text: t(`benefits.companies.${id}.text`),
          }))}
        />
        <BenefitColumn
          titleId="benefits-talent-title"
          title={t('benefits.talentTitle')}
          items={talentBenefits.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`benefits.talent.${id}.title`),
            text: t(`benefits.talent.${id}.text`),
          }))}
        />
      </Box>
    </Section>
  );
}
