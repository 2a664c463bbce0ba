/**
 * `npm run check:launch`: lists every placeholder the site would still publish (example
 * addresses, the stand-in phone, sample testimonials) and fails while any is left.
 */
import { loadEnv } from 'vite';
import { readSiteConfig } from '../src/config/siteConfig';
import { testimonials } from '../src/pages/home/content';
import { findPlaceholders, launchReport } from './launchCheck';

// The same variables `npm run build` compiles in: process.env over .env files, production mode.
const config = readSiteConfig(loadEnv('production', process.cwd()));
const { text, exitCode } = launchReport(
  findPlaceholders(config, [
    {
      label: 'sample testimonial',
      fix: 'replace its quote in locales/<lng>/home.json (testimonials.items) and drop `sample: true` in src/pages/home/content.ts',
      entries: testimonials,
    },
  ]),
);
(exitCode === 0 ? console.log : console.error)(text);
process.exitCode = exitCode;
