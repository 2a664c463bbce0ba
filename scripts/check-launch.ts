/**
 * `npm run check:launch`: lists every placeholder the site would still publish (example
 * addresses, the stand-in phone, company data, sample content) and fails while any is left.
 */
import { loadEnv } from 'vite';
import { readSiteConfig } from '../src/config/siteConfig';
import { findPlaceholders, launchReport, sampleSources } from './launchCheck';

// The same variables `npm run build` compiles in: process.env over .env files, production mode.
const config = readSiteConfig(loadEnv('production', process.cwd()));
const { text, exitCode } = launchReport(findPlaceholders(config, sampleSources(config)));
(exitCode === 0 ? console.log : console.error)(text);
process.exitCode = exitCode;
