import { Box } from '@mui/material';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { PageButton } from '../shared/buttons';
import { IconCardGrid } from '../../../components/sections/IconCardGrid';
import { whyChoose } from './content';

export function WhyChooseSection() {
  const { t } = useT('about');
  return (
    <Section id="why-choose" heading={headingCopy(t, 'whyChoose', ['eyebrow', 'title'])}>
      <IconCardGrid
        columns={4}
        items={whyChoose.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`whyChoose.items.${id}.title`),
          text: t(`whyChoose.items.${id}.text`),
        }))}
      />
      <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
        <PageButton to="whyUs" label={t('whyChoose.link')} variant="contained" />
      </Box>
    </Section>
  );
}
