// The site's typeface. Every page's stylesheet comes from here: in a build it is the client
// template's only entry (vite.config.ts), whose stylesheet the prerenderer inlines
// (scripts/prerender.ts); in `npm run dev` the application imports it.
import '@fontsource-variable/plus-jakarta-sans';
