import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { TeamSection } from './overview/TeamSection';
import { ValuesSection } from './overview/ValuesSection';
import { WhyChooseSection } from './overview/WhyChooseSection';

/** About: what guides us, the team, why choose us (and a link to the full Why Us page). */
export default function AboutPage() {
  const { t } = useT('about');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <ValuesSection />
      <TeamSection />
      <WhyChooseSection />
    </>
  );
}
