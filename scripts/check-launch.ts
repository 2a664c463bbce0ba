/**
 * `npm run check:launch`: lists every placeholder the site would still publish (example
 * addresses, the stand-in phone, company data, sample content) and every fact the business has
 * not confirmed yet (the paid packages' prices, terms and withdrawal information), and fails
 * while any is left; then the Germany check's yearly figures to re-confirm, with their sources.
 */
import { loadEnv } from 'vite';
import { readSiteConfig } from '../src/config/siteConfig';
import {
  findPlaceholders,
  launchReport,
  sampleSources,
  unconfirmed,
  unnamedAiProvider,
} from './launchCheck';
import { figuresToReconfirm } from './yearlyFigures';

// The same variables `npm run build` compiles in (process.env over .env files, production
// mode), the confirmations, and the chat server's AI provider.
const env = loadEnv('production', process.cwd(), ['VITE_', 'LAUNCH_', 'CHAT_LLM_BASE_URL']);
const config = readSiteConfig(env);
const { text, exitCode } = launchReport([
  ...findPlaceholders(config, sampleSources(config)),
  ...unnamedAiProvider(config, env.CHAT_LLM_BASE_URL),
  ...unconfirmed(env.LAUNCH_CONFIRMED),
]);
(exitCode === 0 ? console.log : console.error)(text);
// Not a blocker: the page shows the latest confirmed figure with its year.
console.log(`\n${figuresToReconfirm(new Date().getFullYear())}`);
process.exitCode = exitCode;
