import { island } from '../../components/islands/island';
import { languageOfferIsland } from './languageChoice';
import { LanguageOffer } from './LanguageOffer';

/** The offer of this page in the language the browser prefers. */
export default island(languageOfferIsland, LanguageOffer, {
  namespaces: ['common'],
});
