import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pages = readdirSync('src/pages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which code may import which: data flows from config and locales to pages, never back.
 * Shared modules (`src/shared`, the site config, the locale registry and path helpers, the
 * route table) run in the browser and in Node, so the server may use them and nothing else.
 */
const serverMayImport = [
  './shared',
  './config/siteConfig.ts',
  './config/prices.ts',
  './config/statistics.ts',
  './config/retention.ts',
  './config/recipients.ts',
  './config/germanRules.ts',
  './config/legalDates.ts',
  './config/switchableSections.ts',
  // The privacy policy's own values (recipients, storage keys), for filling its passages.
  './config/privacyValues.ts',
  './config/storageKeys.ts',
  // What pages show from the config and the figures, for reading pages as they are shown.
  './config/shownValues.ts',
  './config/imprintFacts.ts',
  './config/figures.ts',
  './i18n/locales.ts',
  './i18n/paths.ts',
  './i18n/urls.ts',
  './i18n/format.ts',
  './i18n/formatEuro.ts',
  './routes.ts',
];
/** A corner radius written as a length: the theme's radii tokens are the only place for one. */
const radiusAsLength = {
  selector:
    'Property[key.name=/[Rr]adius$/] Literal[value=/^[0-9.]+(px|rem)/], Property[key.name=/[Rr]adius$/] TemplateElement[value.raw=/[0-9.]+(px|rem)/]',
  message: 'Corner radii are theme tokens: use radii from src/theme/tokens.ts.',
};
/** A raw section element in a page: pages compose Section, which makes hydration a choice. */
const rawSection = [
  "JSXOpeningElement[name.name='section']",
  "JSXAttribute[name.name='component'][value.value='section']",
].map((selector) => ({
  selector,
  message:
    'Pages compose Section (src/components/sections), whose `hydrate` says when the band hydrates (docs/performance.md).',
}));

const architectureZones = [
  {
    target: './src/components',
    from: ['./src/app', './src/pages', './src/features'],
    message: 'Shared components never import the app shell, pages or features.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'Features never import the app shell or pages.',
  },
  {
    target: './src/shared',
    from: './src',
    // The Germany check's rules (src/shared/germanyCheck) weigh the dated figures of
    // germanRules.ts, plain data the server imports too.
    except: ['./shared', './config/siteConfig.ts', './config/germanRules.ts', './i18n/locales.ts'],
    message: 'src/shared runs in the browser and in Node: it imports only other shared modules.',
  },
  {
    target: './server',
    from: './src',
    except: serverMayImport,
    message: 'The server imports only shared modules (src/shared, config, paths, routes).',
  },
  ...pages.map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'A page never imports another page: move what both need to src/components.',
  })),
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'public', 'screenshots'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Inlined into every page as a classic script (scripts/prerender.ts).
    files: ['scripts/deferredBoot.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import/no-restricted-paths': ['error', { zones: architectureZones }],
      // React Router's loaders signal HTTP errors by throwing a Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }] },
      ],
    },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringContaining) are typed `any` by design, and
    // async mocks stand in for async APIs such as fetch even when they await nothing.
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Visible copy lives in locales/<lng>/*.json. Fails on text written into the markup: JSX
    // text, string expressions among children, and the props that carry text a visitor sees
    // or a screen reader speaks. Every other prop (className, sx, id, data-testid, href, to,
    // rel, type, role, variant, component...) holds code, not copy, and is not checked;
    // aria-labelledby and friends hold ids. Translate functions and strings typed as a union
    // of literals (variant="outlined", a route id) are allowed.
    files: ['src/**/*.tsx'],
    // src/dev/ is development tooling (the translator editor), never served to visitors: its
    // interface speaks English to translators of every language, as `npm run i18n:status` does.
    ignores: ['src/**/*.test.tsx', 'src/test/**', 'src/dev/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(alt|title|placeholder|label|aria-(label|roledescription|description|valuetext|placeholder))$',
              '^(eyebrow|subtitle|lead|text|caption|heading|description|helperText|primary|secondary|message|tooltip)$',
            ],
          },
          // The translate functions: useT's `t` (also aliased `tc`), getFixedT results and the
          // legal pages' `text`, plus DOM and i18next calls that take ids, not copy.
          callees: {
            exclude: ['i18n(ext)?', 't', 'tc', 'text', 'read', 'common', 'page', 'require'],
          },
          words: {
            // Punctuation, digits and symbols only (" · ", "+", "%"), and HTML entities.
            exclude: ['[0-9!-/:-@[-`{-~·–—×•\\s]+', '&[a-z]+;'],
          },
          message: 'Visible text belongs in locales/<lng>/*.json (read it with t())',
        },
      ],
    },
  },
  {
    // The theme owns the surfaces: a corner radius is a token of src/theme (radii), never a
    // length written in a component.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme/**'],
    rules: { 'no-restricted-syntax': ['error', radiusAsLength] },
  },
  {
    // Every band of a page is a Section (or a block built on it), so when it hydrates is a
    // choice made with its `hydrate` prop, not the accident of a raw element (docs/performance.md).
    files: ['src/pages/**/*.tsx'],
    ignores: ['src/pages/**/*.test.tsx'],
    // One rule of the same name replaces the other: the radius check is repeated here.
    rules: { 'no-restricted-syntax': ['error', radiusAsLength, ...rawSection] },
  },
  {
    files: ['scripts/**', 'server/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // These tests share one module graph per worker (vite.config.ts, project "logic"), where a
    // module mock would leak into the files after it. A test that needs one belongs in src/.
    files: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        radiusAsLength,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(do)?[mM]ock$/]",
          message: 'Module mocks need isolation: move this test under src/ (vite.config.ts)',
        },
      ],
    },
  },
  {
    // The chat engine stays a set of small stages and readers (README, "The chat"): a function
    // that outgrows a screen, or a file that outgrows one job, is split rather than extended.
    files: ['server/chat/**/*.ts'],
    ignores: ['server/chat/**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
