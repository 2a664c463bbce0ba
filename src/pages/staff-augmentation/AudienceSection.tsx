import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { ListCardPair } from '../../components/sections/ListCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { audience, painPoints } from './content';

/** Who staff augmentation is for, beside the problems it solves. */
export function AudienceSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section
      id="who-it-is-for"
      labelledBy="audience-title"
      tone="sand"
      heading={headingCopy(t, 'audience', ['eyebrow', 'title'])}
    >
      <ListCardPair
        lists={[
          {
            titleId: 'audience-for-title',
            title: t('audience.forTitle'),
            items: audience.map((id) => ({ id, text: t(`audience.for.${id}`) })),
            marker: <CheckCircleRounded sx={{ color: 'success.main' }} />,
          },
          {
            titleId: 'audience-pains-title',
            title: t('audience.painsTitle'),
            items: painPoints.map((id) => ({ id, text: t(`audience.pains.${id}`) })),
            marker: <ErrorOutlineRounded sx={{ color: 'secondary.dark' }} />,
          },
        ]}
      />
    </Section>
  );
}
