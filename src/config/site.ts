import { readSiteConfig } from './siteConfig';

// `import.meta.env` is Vite's; the Node server reads the same variables from process.env.
export const site = readSiteConfig(import.meta.env ?? {});
