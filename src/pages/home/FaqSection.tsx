import { Box } from '@mui/material';
import FaqAccordionIsland from '../../components/faq/FaqAccordion.island';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { faqItems } from './content';

export function FaqSection() {
  const { t } = useT('home');
  return (
    <Section id="faqs" labelledBy="faqs-title" tone="sand">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 120 } }}>
          <SectionHeading
            id="faqs-title"
            align="left"
            eyebrow={t('faq.eyebrow')}
            title={t('faq.title')}
            subtitle={t('faq.subtitle')}
          />
        </Box>
        <FaqAccordionIsland
          hydrate="interaction"
          items={faqItems.map(({ id, icon }) => ({
            id,
            icon,
            question: t(`faq.items.${id}.question`),
            answer: t(`faq.items.${id}.answer`),
          }))}
        />
      </Box>
    </Section>
  );
}
