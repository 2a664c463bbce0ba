import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { IconBadge } from '../../../components/sections/IconBadge';
import { ItemGrid } from '../../../components/sections/ItemGrid';
import { ListCard } from '../../../components/sections/ListCard';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { audienceIcons, companyBenefits, talentBenefits } from './content';

/** What companies gain and what talent gains, side by side. */
export function AudiencesSection() {
  const { t } = useT('benefits');
  const audiences = [
    {
      id: 'companies',
      items: companyBenefits.map((id) => ({ id, text: t(`audiences.companies.items.${id}`) })),
    },
    {
      id: 'talent',
      items: talentBenefits.map((id) => ({ id, text: t(`audiences.talent.items.${id}`) })),
    },
  ] as const;
  return (
    <Section id="audiences" heading={headingCopy(t, 'audiences', ['eyebrow', 'title'])}>
      <ItemGrid items={audiences} columns={2} list={false} wideFrom="md" stagger={0.15}>
        {({ id, items }) => {
          const Icon = audienceIcons[id];
          return (
            <ListCard
              titleId={`benefits-${id}-title`}
              testId={`benefits-${id}`}
              title={t(`audiences.${id}.title`)}
              icon={
                <IconBadge tone="tint" radius="badge">
                  <Icon />
                </IconBadge>
              }
              items={items}
              marker={<CheckCircleRounded sx={{ color: 'success.main' }} />}
              markerOffset="2px"
            />
          );
        }}
      </ItemGrid>
    </Section>
  );
}
