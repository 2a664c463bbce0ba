import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { loadNamespaces } from '../../i18n/resources';
import { dismissOffer, offerDue } from './languageChoice';
import type { LanguageOfferBanner } from './LanguageOfferBanner';
import { useLanguageOptions } from './useLanguageOptions';

interface Offer {
  lng: Locale;
  Banner: typeof LanguageOfferBanner;
}

/**
 * A visitor who never chose a language and whose browser prefers another supported one is
 * offered this page in that language, in that language. Never an automatic redirect. Few
 * visitors get the offer, so its banner's code loads with its copy, only for them.
 */
export function LanguageOffer() {
  const { current, options } = useLanguageOptions();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const preferred = offerDue(current);
    if (!preferred) return;
    let active = true;
    Promise.all([import('./LanguageOfferBanner'), loadNamespaces(preferred, ['common'])]).then(
      ([{ LanguageOfferBanner: Banner }]) => {
        if (active) setOffer({ lng: preferred, Banner });
      },
      (error: unknown) => console.error('Language offer: could not load it', error),
    );
    return () => {
      active = false;
    };
  }, [current]);

  const target = options.find((o) => o.lng === offer?.lng);
  if (!offer || offer.lng === current || !target) return null;
  const { Banner } = offer;
  return (
    <Banner
      lng={offer.lng}
      path={target.path}
      onClose={() => {
        dismissOffer();
        setOffer(null);
      }}
    />
  );
}
