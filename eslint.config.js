import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];

/** Each feature folder may not import from its sibling features. */
const featureZones = (area) => {
  const root = `./src/client/${area}`;
  return featuresOf(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: `Feature folders do not import each other: move what ${area}/${feature} shares to src/client/lib or src/client/components.`,
  }));
};

/**
 * Server modules (docs/decisions/019-one-home-per-resource.md): each resource's folder is reached
 * from outside only through its index.ts. Another module, a plugin, app.ts, jobs.ts and types.ts
 * import `../modules/<name>`, never a module's files (its repositories least of all). Tests may
 * also take another module's test helpers (test-*.ts).
 */
const MODULES_DIR = './src/server/modules';
const serverModules = featuresOf(MODULES_DIR);
const testHelpersOf = (module) =>
  fs.readdirSync(`${MODULES_DIR}/${module}`).filter((file) => /^test-.*\.ts$/.test(file)).map((file) => `./${file}`);
const entryMessage = (module) => `Import the ${module} module through its entry (../modules/${module}, its index.ts), never its files.`;
const moduleEntryZones = ({ forTests }) => {
  const except = (module) => ['./index.ts', ...(forTests ? testHelpersOf(module) : [])];
  const outsiders = ['./src/server/plugins', './src/server/app.ts', './src/server/jobs.ts', './src/server/types.ts'];
  return serverModules.flatMap((module) => [
    ...serverModules
      .filter((other) => other !== module)
      .map((other) => ({ target: `${MODULES_DIR}/${other}`, from: `${MODULES_DIR}/${module}`, except: except(module), message: entryMessage(module) })),
    ...outsiders.map((target) => ({ target, from: `${MODULES_DIR}/${module}`, except: except(module), message: entryMessage(module) })),
  ]);
};

/**
 * React 19 APIs that preact/compat (the production build's renderer, docs/decisions/003) does not
 * provide: under it they are `undefined`. Client code may not use them; the list is what React
 * exports and preact/compat does not (compare Object.keys of both when upgrading either).
 */
const REACT_19_ONLY = {
  react: ['use', 'useOptimistic', 'useActionState', 'useEffectEvent', 'cache', 'cacheSignal', 'Activity', 'ViewTransition', 'addTransitionType', 'captureOwnerStack', 'unstable_useCacheRefresh', 'Profiler'],
  'react-dom': ['useFormStatus', 'useFormState', 'requestFormReset', 'preload', 'preloadModule', 'preinit', 'preinitModule', 'preconnect', 'prefetchDNS'],
};
const LAYER_ZONES = [
  { target: './src/shared', from: './src/server', message: 'src/shared is pure: it may not import server code.' },
  { target: './src/shared', from: './src/client', message: 'src/shared is pure: it may not import client code.' },
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  { target: './src/client/storefront', from: './src/client/admin', message: 'Storefront code never imports admin code.' },
  { target: './src/client/components', from: './src/client/admin', message: 'Shared components never import admin code.' },
  { target: './src/client/lib', from: './src/client/admin', message: 'Shared client code never imports admin code.' },
  ...featureZones('storefront'),
  ...featureZones('admin'),
];
const PREACT_MESSAGE =
  'React-19-only API: the production build renders through preact/compat, which lacks it (docs/decisions/003-lean-storefront-bundle.md). Use a hook or pattern both provide.';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'drizzle/', '.data-*/', 'data/', 'test-results/', 'playwright-report/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.server.json', 'tsconfig.client.json', 'tsconfig.e2e.json'], noWarnOnMultipleProjects: true })] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...moduleEntryZones({ forTests: false })] }],
    },
  },
  {
    // Tests (and their helpers) may also use another module's test helpers; never its internals.
    files: ['src/server/**/*.test.ts', 'src/server/**/test-*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...moduleEntryZones({ forTests: true })] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'src/shared is free of I/O: no Node APIs.' },
            { group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'src/shared is pure TypeScript + zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.repository.ts', 'src/server/modules/**/*.test.ts', 'src/server/modules/**/test-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema', '**/db/schema/*'], message: 'Only *.repository.ts files touch the Drizzle tables.' },
            { group: ['csv-stringify', 'csv-stringify/*'], message: 'Write CSV through csvStringifier (src/server/http/csv.ts): it neutralises formula cells.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/contract', '**/shared/contract/*'],
              allowTypeImports: true,
              message: 'The client takes only types from the API contract (its declarations carry zod); call routes through `endpoints` from lib/api-client.',
            },
          ],
          paths: [
            { name: 'react', importNames: REACT_19_ONLY.react, message: PREACT_MESSAGE },
            { name: 'react-dom', importNames: REACT_19_ONLY['react-dom'], message: PREACT_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // React.use(...), React.useOptimistic(...) through a namespace or default import.
          selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${[...REACT_19_ONLY.react, ...REACT_19_ONLY['react-dom']].join('|')})$/]`,
          message: PREACT_MESSAGE,
        },
        {
          // <form action={fn}> and <button formAction={fn}>: React 19 form actions; a URL string is plain HTML.
          selector: "JSXAttribute[name.name=/^(action|formAction)$/][value.type='JSXExpressionContainer']",
          message: `Form actions are React 19 only. ${PREACT_MESSAGE}`,
        },
      ],
    },
  },
  {
    // Component tests run on React 19 itself (only the production build uses preact/compat).
    files: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
