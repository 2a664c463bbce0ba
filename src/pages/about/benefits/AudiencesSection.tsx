import { Reveal, RevealItem } from '../../../components/reveal/Reveal';
import { Section } from '../../../components/sections/Section';
import { useT } from '../../../i18n/useT';
import { BenefitCard } from './BenefitCard';
import { audienceIcons, companyBenefits, talentBenefits } from './content';

/** What companies gain and what talent gains, side by side. */
export function AudiencesSection() {
  const { t } = useT('benefits');
  return (
    <Section
      id="audiences"
      labelledBy="audiences-title"
      heading={{ eyebrow: t('audiences.eyebrow'), title: t('audiences.title') }}
    >
      <Reveal
        stagger={0.15}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <RevealItem>
          <BenefitCard
            id="companies"
            icon={audienceIcons.companies}
            title={t('audiences.companies.title')}
            items={companyBenefits.map((id) => t(`audiences.companies.items.${id}`))}
          />
        </RevealItem>
        <RevealItem>
          <BenefitCard
            id="talent"
            icon={audienceIcons.talent}
            title={t('audiences.talent.title')}
            items={talentBenefits.map((id) => t(`audiences.talent.items.${id}`))}
          />
        </RevealItem>
      </Reveal>
    </Section>
  );
}
