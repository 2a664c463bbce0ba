import { island } from '../../components/islands/island';
import { LanguageOffer } from './LanguageOffer';

/** The offer of this page in the language the browser prefers. */
export default island('app/language/LanguageOffer', LanguageOffer, {
  namespaces: ['common'],
});
