// ESLint for the whole tree (`make lint`): recommended JS and TypeScript rules, React's rules of hooks in the
// four React workspaces, and the import boundaries that keep the parts apart:
//   - an app never imports another app, and never imports the API's source (wire shapes come from contracts/);
//   - shared-ui never imports an app; the API never imports an app;
//   - api/src/domain (pure pricing maths) imports nothing from api/src/modules;
//   - inside an app, a feature never reaches into another feature: features are combined in src/app (routes),
//     and code two features need lives in src/lib, src/components, src/config or src/hooks. The one door between
//     features is a feature's `api/` folder (its fetchers, query options and hooks), so a screen of one feature
//     may read another feature's data through the same hook or query options the owner uses.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const APPS = ['shop-web', 'admin-web', 'delivery-web'];

/** An import specifier (relative path or package name) that reaches a workspace's folder. */
const reaches = (...workspaces) => `(^|/)(@farm-store/)?(${workspaces.join('|')})(/|$)`;
const rule = (regex, message) => ({ regex, message });

const NO_API_SOURCE = rule(
  '(^|/)api/src(/|$)|^@farm-store/api(/|$)',
  'The API source is not part of an app: take wire shapes and shared values from @farm-store/contracts.',
);
const otherApps = (app) =>
  rule(reaches(...APPS.filter((a) => a !== app)), 'An app never imports another app: move what both need into shared-ui or contracts.');

/** The features of an app, read from its folder so a new feature is covered without editing this file. */
const featuresOf = (app) =>
  fs
    .readdirSync(path.join(__dirname, app, 'src/features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Per app: the app-wide rule, then per feature the same plus "no other feature's internals". */
const boundaries = APPS.flatMap((app) => [
  {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: restrict(otherApps(app), NO_API_SOURCE),
  },
  ...featuresOf(app).map((feature) => ({
    files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      otherApps(app),
      NO_API_SOURCE,
      rule(
        `^@/features/(?!${feature}/|[^/]+/api/)`,
        `Feature "${feature}" may use another feature only through its api/ folder; combine features in src/app, or move shared code to src/lib or src/components.`,
      ),
    ),
  })),
]);

/** Relative paths stay inside the feature: a file d folders below its feature root may climb at most d levels. */
const featureDepths = [0, 1, 2, 3, 4].map((depth) => ({
  files: APPS.map((app) => `${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`),
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          rule(
            `^(\\.\\./){${depth + 1},}`,
            'This relative path leaves the feature: import app code with @/…, another feature only through @/features/<name>/api/.',
          ),
        ],
      },
    ],
  },
}));

module.exports = tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'devdb/**', '.run/**', '.venv*/**', 'test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules: each TypeScript file is checked with the tsconfig.json of its workspace (every linted .ts/.tsx
    // file is included by one).
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      // `_`-named parameters are placeholders a signature requires; `const { a, ...rest } = x` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Fastify's own forms: a plugin is an async function register() waits for, and an async route handler or hook
    // answers by returning, whether or not it awaits anything (a sync one would have to call reply.send or done).
    files: ['api/src/**/*routes.ts', 'api/src/**/plugin.ts', 'api/src/plugins/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Plain JavaScript (configs, scripts/*.mjs, the service worker) is in no tsconfig: no type information for it.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests, their helpers and the bench stay on the rules without type information: type-aware rules found some
    // 1,500 problems there, nearly all `no-unsafe-*` on JSON answers (`res.json()`, `JSON.parse`) and test doubles whose
    // shape the assertions themselves check; typing each of those would add casts, not catch defects.
    files: ['**/*.{test,spec}.{ts,tsx}', '**/__tests__/**', '**/test/**', '**/testing/**', 'e2e/**', 'bench/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS by design (jest configs and presets, this file): require() is how they load.
    files: ['**/*.cjs', 'eslint.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shop-web,admin-web,delivery-web,shared-ui}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The v7 React Compiler rules (refs, purity, set-state-in-effect …) were tried: they flag the latest-handler
      // ref, state synced from the address bar and the confetti's random pieces, idioms here rather than defects.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shop-web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // The Razorpay stand-in's checkout script, served to the store's pages as it is.
    files: ['scripts/lib/razorpay-checkout.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{test,spec}.{ts,tsx}', '**/__tests__/**', '**/test/**', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Tests and the bench read JSON answers and poke test doubles whose shape the assertions themselves check.
    files: ['api/test/**', 'e2e/**', 'bench/**', '**/__tests__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries,
  ...featureDepths,
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrict(rule(reaches(...APPS), 'The UI kit never imports an app.'), NO_API_SOURCE),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict(rule(reaches(...APPS, 'shared-ui'), 'The API never imports an app or the UI kit.')),
  },
  {
    files: ['api/src/domain/**/*.ts'],
    rules: restrict(
      rule(reaches(...APPS, 'shared-ui'), 'The API never imports an app or the UI kit.'),
      rule('(^|/)modules(/|$)', 'Pricing maths in domain/ is pure: it imports nothing from modules/ (pass values in).'),
    ),
  },
);
