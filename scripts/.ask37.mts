import { readSiteConfig } from '/work/wt-37/src/config/siteConfig';
import { createEngine } from '/work/wt-37/server/chat/engine';
import { loadKnowledge } from '/work/wt-37/server/chat/knowledge';
const knowledge = loadKnowledge('/work/wt-37/locales', readSiteConfig({}));
const engine = createEngine(knowledge);
const lines = (await import('node:fs')).readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const l of lines) {
  const [locale, type, ...rest] = l.split('|');
  const text = rest.join('|');
  const r = engine({ text, locale: locale as 'en', visitorType: { type: (type || 'exploring') as 'exploring', confidence: 0.6 } });
  console.log(`\n>> ${locale} ${text}\n[${r.kind} ${JSON.stringify(r.asks)}]\n${r.response}`);
}
