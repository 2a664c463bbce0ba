import { readSiteConfig } from './src/config/siteConfig';
import { loadKnowledge } from './server/chat/knowledge';
const k = loadKnowledge('locales', readSiteConfig({}));
for (const [l, q] of [['es','quien gano el mundial'],['en','and what does the premium one include?'],['en','does the relocation package include flights?']] as const) {
  console.log(q, k[l].index.tokenize(k[l].spelling(q)), k[l].index.search(k[l].spelling(q), 4));
}
