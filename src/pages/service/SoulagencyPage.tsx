import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { CardGridSection } from './CardGridSection';
import { ClosingCta } from './ClosingCta';
import { ExperienceFigure } from './ExperienceFigure';
import { ServiceActions, type ResolvedAction } from './ServiceActions';
import { ServiceHero } from './ServiceHero';
import { agencyAudience, agencyHero, agencyPillars, agencyRegions } from './soulagencyContent';

/**
 * The startup growth agency: its three lines of work, who it works with and where, built
 * from the same parts as the other service pages, with one button (a strategy session).
 */
export default function SoulagencyPage() {
  const { t } = useT('soulagency');
  const actions: ResolvedAction[] = [
    { id: 'strategySession', kind: 'booking', label: t('actions.strategySession') },
  ];
  return (
    <>
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={{ ...agencyHero, alt: t('hero.alt') }}
        actions={<ServiceActions actions={actions} place="hero" />}
        aside={<ExperienceFigure figure={t('hero.experience')} label={t('hero.experienceLabel')} />}
      />
      <CardGridSection
        id="pillars"
        heading={headingCopy(t, 'pillars')}
        items={agencyPillars.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`pillars.items.${id}.title`),
          text: t(`pillars.items.${id}.text`),
        }))}
      />
      <CardGridSection
        id="audience"
        tone="navy"
        heading={headingCopy(t, 'audience')}
        items={agencyAudience.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`audience.items.${id}.title`),
          text: t(`audience.items.${id}.text`),
        }))}
      />
      <CardGridSection
        id="regions"
        columns={2}
        heading={headingCopy(t, 'regions')}
        items={agencyRegions.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`regions.items.${id}.title`),
          text: t(`regions.items.${id}.text`),
        }))}
      />
      <ClosingCta
        title={t('cta.title')}
        text={t('cta.text')}
        actions={<ServiceActions actions={actions} place="cta" center />}
      />
    </>
  );
}
