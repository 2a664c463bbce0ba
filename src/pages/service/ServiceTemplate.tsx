import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { CardGridSection } from './CardGridSection';
import { ClosingCta } from './ClosingCta';
import type { AnyServiceContent, ServiceSection } from './content';
import { ServiceActions, type ResolvedAction } from './ServiceActions';
import { ServiceHero } from './ServiceHero';
import { StepsSection } from './StepsSection';

/**
 * The template the talent and company service pages share: an opening band with the
 * service's buttons, its sections in the order its content module gives, and a closing call
 * to action with the same buttons. Copy comes from the service's namespace.
 */
export function ServiceTemplate({ content }: { content: AnyServiceContent }) {
  const { t } = useT(content.ns);
  const lng = useLocale();

  const actions = content.actions.map((action): ResolvedAction => {
    const label = t(`actions.${action.label}`);
    switch (action.kind) {
      case 'booking':
        return { id: action.label, kind: 'booking', label };
      case 'internal':
        return { id: action.label, kind: 'internal', label, to: pathFor(action.to, lng) };
      case 'external':
        return {
          id: action.label,
          kind: 'external',
          label,
          url: action.url,
          hint: t(`actions.${action.hint}`),
        };
    }
  });

  const sections: Record<ServiceSection, () => ReactNode> = {
    steps: () => (
      <StepsSection
        key="steps"
        heading={headingCopy(t, 'steps')}
        stepLabel={(number) => t('steps.stepLabel', { number })}
        steps={content.steps.map((id) => ({
          id,
          title: t(`steps.items.${id}.title`),
          text: t(`steps.items.${id}.text`),
        }))}
      />
    ),
    offer: () => (
      <CardGridSection
        key="offer"
        id="offer"
        heading={headingCopy(t, 'offer')}
        items={content.offer.map(({ id, icon }) => ({
          id,
          icon,
          title: t(`offer.items.${id}.title`),
          text: t(`offer.items.${id}.text`),
        }))}
        footer={
          content.offerLink && (
            <>
              <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 640, mx: 'auto' }}>
                {t('offer.note')}
              </Typography>
              <Button
                component={AppLink}
                to={pathFor(content.offerLink, lng)}
                variant="outlined"
                endIcon={<ArrowForwardRounded />}
                data-testid="offer-link"
              >
                {t('offer.noteLink')}
              </Button>
            </>
          )
        }
      />
    ),
    details: () =>
      content.details && (
        <CardGridSection
          key="details"
          id="details"
          tone="navy"
          heading={headingCopy(t, 'details')}
          items={content.details.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`details.items.${id}.title`),
            text: t(`details.items.${id}.text`),
          }))}
        />
      ),
  };

  return (
    <>
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={{ ...content.hero, alt: t('hero.alt') }}
        actions={<ServiceActions actions={actions} place="hero" />}
      />
      {content.sections.map((section) => sections[section]())}
      <ClosingCta
        title={t('cta.title')}
        text={t('cta.text')}
        actions={<ServiceActions actions={actions} place="cta" center />}
      />
    </>
  );
}
