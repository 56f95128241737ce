/**
 * The codebase's rules, checked by `npm run lint` (and `npm test`). Besides the usual TypeScript, React hooks and
 * accessibility rules, the architecture's rules (README "Rules for a section team") are lint errors:
 * - a remote never imports the shell or another remote; the shell imports no remote; the shared packages import no
 *   app; the contract imports nothing of the kit (eslint-plugin-boundaries, below);
 * - only the shared packages' public entry points are imported ('@portal/kit/embed', never '…/src/…');
 * - react-router-dom never, and react-router only through the contract's router (one instance for every app);
 * - a text shown to people is never written in code: it comes from a catalogue (eslint-plugin-lingui, TEXTS below).
 * Formatting is Prettier's (`npm run format`); eslint-config-prettier turns off what would disagree with it.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The features that compose others, named: the Reload tab (remote-reload's reload/: products, cart and auto-reload),
 * the Balance tab (remote-balance's balance/: the history and its tools) and each remote's embed (its sections, for
 * integrators). Any other feature imports only itself, the kit, the contract and its app's common
 * files (docs/sections.md "The rules").
 */
const COMPOSERS = ['remote-*/src/features/reload/**', 'remote-*/src/features/balance/**', 'remote-*/src/features/embed/**'];

/**
 * Texts shown to people come from a catalogue (README "Rules for a section team"): Lingui's rule, which reports every
 * string literal, template and JSX text of the apps' and shared packages' source unless it is one of these:
 * - not words (a key, a path, a class, a CSS value or selector, a MIME type, an UPPERCASE constant);
 * - where text is not shown to a customer (console, errors thrown to code, CSS, routes and API paths, ids, the
 *   runtime config's and embed options' checks for whoever deploys or embeds, monitoring's details for operators,
 *   the API's own fields); a line that must be one of these anyway says why in an eslint-disable comment;
 * - the products' names, which are brands, the same in English and French (spec 8: E-Cash, E-Rides, E-Pass).
 * Not checked: tests and test helpers; the remotes' standalone pages (`bootstrap.tsx`, the host's `standalone/`), a tool for
 * the team, never a customer's page; the shell's config error page, written for whoever deploys the portal (it
 * shows before any catalogue can load).
 */
const TEXTS = {
  files: [
    'shell/src/**/*.{ts,tsx}',
    'remote-*/src/**/*.{ts,tsx}',
    'shared/kit/src/**/*.{ts,tsx}',
    'shared/host/src/**/*.{ts,tsx}',
    'shared/contract/src/**/*.{ts,tsx}',
  ],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/testing/**',
    'remote-*/src/bootstrap.tsx',
    'shared/host/src/standalone/**',
    'shell/src/app/ConfigErrorPage.tsx',
  ],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One token that does not start with a capital: a key, a path, a class, a value.
          '^(?![A-Z])\\S+$',
          // UPPERCASE constants.
          '^[A-Z0-9_-]+$',
          // The API's paths (Card/GetCards…).
          '^[A-Z][A-Za-z]*/[A-Za-z_/]+\\??$',
          // Brand names of the products, the same in every language.
          '^E-(Cash|Rides|Pass)$',
          // CSS values: lengths, colours, functions, media queries.
          '^[-\\d. ]*\\d(px|rem|em|%|fr)\\b',
          '#[0-9a-fA-F]{3,8}\\b',
          '^(calc|rect|repeat|linear-gradient|rgba?|min|max|clamp)\\(',
          '!important$',
          // Markup the prerender writes around what it rendered.
          '^<',
          '^\\(prefers-',
          '^all: ',
          '^inset ',
          '^system-ui',
        ],
        ignoreNames: [
          { regex: { pattern: 'className', flags: 'i' } },
          { regex: { pattern: '^[A-Z0-9_-]+$' } },
          { regex: { pattern: '^aria-(labelledby|describedby|controls)$' } },
          { regex: { pattern: '^(padding|margin|border|background|grid|font|outline|box|min|max|clip|transition)' } },
          'name',
          'detail',
          'recordedBy',
          'vchDescripcion',
          'Authorization',
          'Accept',
          'defaultCity',
          'module',
          'errors',
          'rel',
          'target',
          'key',
        ],
        ignoreFunctions: [
          'console.*',
          'log.*',
          'Error',
          '*Error',
          'super',
          'failed',
          // The runtime config's and the embed options' checks: what is wrong, for whoever deploys or embeds.
          'need',
          'fail',
          // A release's declaration, refused: why, for the team and its monitoring (shared/host/src/sections/check.ts).
          'refuse',
          'whole',
          'problems.push',
          'out.refused.push',
          'errors.push',
          'Date',
          '*.suspendActivate',
          'get',
          'apiKey',
          'readLastKnown',
          '*.matchMedia',
          '*.classList.add',
          '*.startsWith',
          '*.includes',
        ],
      },
    ],
  },
};

/** The parts of the repository, as boundaries knows them. */
const ELEMENTS = [
  { type: 'contract', pattern: 'shared/contract/**' },
  { type: 'kit', pattern: 'shared/kit/**' },
  { type: 'host', pattern: 'shared/host/**' },
  { type: 'build', pattern: 'shared/build/**' },
  { type: 'shell', pattern: 'shell/**' },
  // A remote: the folders that compose its features (a tab, an embed: COMPOSERS), each feature, its exposes, and the
  // rest of it, which every part of it may use (src/*.ts: bootstrap, the app's catalogue; src/ui/, src/testing/).
  { type: 'composer', pattern: COMPOSERS, capture: ['remote'] },
  { type: 'feature', pattern: 'remote-*/src/features/*/**', capture: ['remote', 'feature'] },
  { type: 'exposes', pattern: 'remote-*/src/exposes/**', capture: ['remote'] },
  { type: 'remote', pattern: 'remote-*/**', capture: ['remote'] },
  { type: 'sandbox', pattern: 'sandbox/**' },
  { type: 'scripts', pattern: 'scripts/**' },
  { type: 'e2e', pattern: 'e2e/**' },
];

/** Who may import whom. Anything not listed is an error. */
const type = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const POLICIES = [
  { from: { element: { type: 'contract' } }, allow: type('contract') },
  { from: { element: { type: 'kit' } }, allow: type('contract', 'kit') },
  // The shell's team's package: what a host needs and no section does (shared/host/README.md).
  { from: { element: { type: 'host' } }, allow: type('contract', 'kit', 'host') },
  { from: { element: { type: 'build' } }, allow: type('build', 'host', 'kit', 'contract') },
  { from: { element: { type: 'shell' } }, allow: type('shell', 'contract', 'kit', 'host') },
  // A remote imports its own code, the contract and the kit: never the shell or another remote. Within it, a feature
  // imports only itself and the app's common files; what composes features (a tab, an embed, the exposes, the
  // bootstrap) imports them.
  { from: { element: { types: { anyOf: ['remote', 'composer', 'feature', 'exposes'] } } }, allow: type('contract', 'kit') },
  // Its own pages that host its sections (the standalone page, an embed) mount them with the host's package.
  { from: { element: { types: { anyOf: ['remote', 'composer'] } } }, allow: type('host') },
  {
    from: { element: { types: { anyOf: ['remote', 'composer', 'feature', 'exposes'] } } },
    allow: { to: { element: { type: 'remote', captured: { remote: '{{ from.captured.remote }}' } } } },
  },
  {
    from: { element: { types: { anyOf: ['remote', 'composer', 'exposes'] } } },
    allow: {
      to: { element: { types: { anyOf: ['composer', 'feature', 'exposes'] }, captured: { remote: '{{ from.captured.remote }}' } } },
    },
  },
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: {
        element: { type: 'feature', captured: { remote: '{{ from.captured.remote }}', feature: '{{ from.captured.feature }}' } },
      },
    },
  },
  { from: { element: { type: 'sandbox' } }, allow: type('sandbox') },
  { from: { element: { type: 'scripts' } }, allow: type('scripts', 'build', 'host', 'kit', 'contract', 'e2e') },
  { from: { element: { type: 'e2e' } }, allow: type('e2e', 'scripts', 'contract') },
];

/** Imports no app may make (the shared packages' insides, the router's packages). */
const RESTRICTED_IMPORTS = {
  paths: [
    { name: 'react-router-dom', message: 'The router is one instance: import it from @portal/contract.' },
    { name: 'react-router', message: 'The router is one instance: import it from @portal/contract.' },
    // A shared module the shell does not provide makes the page download the section's own copies of React and the
    // other shared libraries (docs/performance.md "One React per page"): the kit has its own.
    ...['@mui/material/useMediaQuery', '@mui/system/useMediaQuery'].map((name) => ({
      name,
      message: 'Use useMediaQuery from @portal/kit: the shell does not provide this shared module.',
    })),
  ],
  patterns: [
    {
      group: ['@portal/*/src', '@portal/*/src/**'],
      message: 'Import the package\'s public entry point (its package.json "exports"), not its files.',
    },
    {
      group: ['@portal/shared', '@portal/shared/**'],
      message: '@portal/shared is now @portal/contract (one instance) and @portal/kit (bundled).',
    },
    {
      group: ['**/shared/**'],
      message: 'Import a shared package by its name and public entry point (@portal/kit/embed), not by a path into it.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-single/**',
      '**/build-prerender/**',
      '**/coverage/**',
      '.portal/**',
      'test-results/**',
      'playwright-report/**',
      'shared/contract/.api/**',
      '**/.contract-test-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/legacy-templates': false,
      'boundaries/include': ['shared/**', 'shell/**', 'remote-*/**', 'sandbox/**', 'scripts/**', 'e2e/**'],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
      'no-restricted-imports': ['error', RESTRICTED_IMPORTS],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // A feature's tests may go through what composes it (the tab the cart dialog opens from, the exposed page): the
    // rule is about the product's code. A remote's tests still never reach the shell or another remote.
    files: ['remote-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...POLICIES,
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['composer', 'feature', 'exposes'] }, captured: { remote: '{{ from.captured.remote }}' } },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // An app's rspack.config.ts is its build configuration, not its code: it uses @portal/build.
    files: ['*/rspack.config.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [...POLICIES, { from: { element: { types: { anyOf: ['shell', 'remote'] } } }, allow: type('build') }],
        },
      ],
    },
  },
  {
    // The single-app build (npm run bench's comparison, never deployed) is the shell with every section imported as an
    // ordinary module: the one place the shell names the remotes' exposes. A test keeps it equal to the sections table.
    files: ['scripts/single-app/remotes.single.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    // The contract re-exports the router: the one place that imports react-router.
    files: ['shared/contract/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first control takes the focus when it opens (the WAI-ARIA dialog pattern: 'Stay signed in', the
      // confirmation's default button, the Add Card field); those are MUI components, which the rule then leaves alone.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  TEXTS,
  {
    // SWR renders a component again whenever a field it has read changes, and `isValidating` changes on every
    // revalidation (a page's calls revalidate as they mount): taken with the data, it rendered a tab's whole content
    // again after its first paint for nothing. It is read where it is shown (a Retry's busy state, in the failure
    // branch: `answer.isValidating`).
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator > ObjectPattern > Property[key.name='isValidating']",
          message:
            'Read isValidating where it is shown (answer.isValidating in the failure branch): taken with the data, SWR renders the component again after every revalidation.',
        },
      ],
    },
  },
  {
    // CommonJS files (jest configs, the messages loader, the jest reporter): require is how they import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests may use any to break a shape on purpose (each says so), and require what they mock.
    files: ['**/*.test.{ts,tsx,mts}', '**/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
