import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noImportCycle from './eslint-rules/no-import-cycle.js';

// Module boundaries (conventions.md): one module per vendor, features never
// import each other, the domain stays free of React, Dexie and Firebase.
// framer-motion comes through src/components/motion/*, which hands out `m`
// components only: the full `motion` component would put every animation
// feature in the public pages' first load.
const vendorRule = (allowFirebase, allowDexie, allowMotion = false) => ({
  patterns: [
    ...(allowFirebase ? [] : [{ group: ['firebase', 'firebase/*'], message: 'Only src/lib/firebase/* imports firebase.' }]),
    ...(allowDexie ? [] : [{ group: ['dexie', 'dexie-react-hooks'], message: 'Only src/lib/db/* imports dexie.' }]),
    ...(allowMotion
      ? [{ group: ['framer-motion'], importNames: ['motion'], message: 'Use `m` (with LazyMotion): `motion` loads every feature up front.' }]
      : [{ group: ['framer-motion', 'framer-motion/*'], message: 'Import from src/components/motion/* (m components, features loaded late).' }]),
  ],
});

const featureNames = ['marketing', 'booking', 'staff', 'self-service'];
const LAYER_MESSAGE = 'Layers, lowest first: domain and config, lib, components, features, app. Import from your own layer or a lower one.';
const ABOVE_LIB = ['@/components/*', '@/features/*', '@/app/*'];
const ABOVE_COMPONENTS = ['@/features/*', '@/app/*'];
const layerRule = (vendors, above, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...vendorRule(...vendors).patterns, ...(above.length > 0 ? [{ group: above, message: LAYER_MESSAGE }] : []), ...extra] },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '.stack', 'functions/lib', 'node_modules', 'functions/node_modules'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  // CommonJS, for what Node loads with --require (scripts/stack/emulator-preload.cjs).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Layers, lowest first: domain and config, lib, components, features, app (and
  // the entries). A module imports from its own layer or a lower one only, so
  // nothing depends on what is built on it.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/firebase/**', 'src/lib/db/**', 'src/components/motion/**'],
    rules: layerRule([false, false], []),
  },
  { files: ['src/lib/**'], ignores: ['src/lib/firebase/**', 'src/lib/db/**'], rules: layerRule([false, false], ABOVE_LIB) },
  { files: ['src/lib/firebase/**'], rules: layerRule([true, false], ABOVE_LIB) },
  { files: ['src/lib/db/**'], rules: layerRule([false, true], ABOVE_LIB) },
  { files: ['src/components/**'], ignores: ['src/components/motion/**'], rules: layerRule([false, false], ABOVE_COMPONENTS) },
  { files: ['src/components/motion/**'], rules: layerRule([false, false, true], ABOVE_COMPONENTS) },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: layerRule([false, false], ['@/app/*'], [
      {
        group: featureNames.filter((n) => n !== name).flatMap((n) => [`@/features/${n}/*`, `../${n}/*`]),
        message: 'Features never import each other; compose them in src/app.',
      },
    ]),
  })),
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program > ExpressionStatement > CallExpression[callee.object.name='test'][callee.property.name='skip']",
          message: "A spec for one project goes in ONE_PROJECT (tests/e2e/playwright.config.ts): a file-wide skip still runs the spec's beforeAll in the other project.",
        },
      ],
    },
  },
  {
    files: ['src/domain/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', 'dexie', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', '@/lib/*', '@/components/*', '@/features/*', '@/app/*'], message: 'The domain is plain TypeScript shared with functions/.' },
          ],
        },
      ],
    },
  },
);
