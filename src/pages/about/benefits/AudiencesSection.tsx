import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { IconBadge } from '../../../components/sections/IconBadge';
import { ListCardPair, type ListCardProps } from '../../../components/sections/ListCard';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { audienceIcons, companyBenefits, talentBenefits } from './content';

/** What companies gain and what talent gains, side by side. */
export function AudiencesSection() {
  const { t } = useT('benefits');
  const card = (id: keyof typeof audienceIcons, items: ListCardProps['items']): ListCardProps => {
    const Icon = audienceIcons[id];
    return {
      titleId: `benefits-${id}-title`,
      testId: `benefits-${id}`,
      title: t(`audiences.${id}.title`),
      icon: (
        <IconBadge tone="tint" radius="badge">
          <Icon />
        </IconBadge>
      ),
      items,
      marker: <CheckCircleRounded sx={{ color: 'success.main' }} />,
      markerOffset: '2px',
    };
  };
  return (
    <Section id="audiences" heading={headingCopy(t, 'audiences', ['eyebrow', 'title'])}>
      <ListCardPair
        lists={[
          card(
            'companies',
            companyBenefits.map((id) => ({ id, text: t(`audiences.companies.items.${id}`) })),
          ),
          card(
            'talent',
            talentBenefits.map((id) => ({ id, text: t(`audiences.talent.items.${id}`) })),
          ),
        ]}
      />
    </Section>
  );
}
