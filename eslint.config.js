import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// Vendors: one module per vendor. framer-motion comes through
// src/components/motion/*, which hands out `m` components only: the full
// `motion` component would put every animation feature in the public pages'
// first load.
const vendorRule = (allowFirebase, allowDexie, allowMotion = false) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...(allowFirebase ? [] : [{ group: ['firebase', 'firebase/*'], message: 'Only src/lib/firebase/* imports firebase.' }]),
        ...(allowDexie ? [] : [{ group: ['dexie', 'dexie-react-hooks'], message: 'Only src/lib/db/* imports dexie.' }]),
        ...(allowMotion
          ? [{ group: ['framer-motion'], importNames: ['motion'], message: 'Use `m` (with LazyMotion): `motion` loads every feature up front.' }]
          : [{ group: ['framer-motion', 'framer-motion/*'], message: 'Import from src/components/motion/* (m components, features loaded late).' }]),
      ],
    },
  ],
});

const FEATURES = ['marketing', 'booking', 'staff', 'self-service', 'quotes'];
const ENTRIES = ['src/entry-client.tsx', 'src/entry-server.tsx', 'src/entry-islands.tsx', 'src/sw.ts'];
const SRC_LAYER = 'Layers of src, lowest first: domain and config, content, lib, components, features, app, entries. Import from your own layer or a lower one.';
const FUNCTIONS_LAYER = 'Layers of functions/src, lowest first: lib, abuse, mail, the capability folders, index.ts.';

/** The modules functions/src/index.ts imports: each defines deployed functions. */
function deployedModules(root) {
  const index = readFileSync(join(root, 'functions/src/index.ts'), 'utf8');
  const modules = [...index.matchAll(/from '\.\/([^']+)'/g)].map((m) => `functions/src/${m[1]}.ts`);
  return [...new Set(modules)];
}

/**
 * The layers, as paths from the repository's root: every import counts, `@/`
 * and relative alike, since the zones compare the file an import resolves to.
 */
function zones(root) {
  return [
    // src: nothing depends on what is built on it.
    {
      target: ['src/domain', 'src/config'],
      from: ['src/content', 'src/lib', 'src/components', 'src/features', 'src/app', ...ENTRIES],
      message: `${SRC_LAYER} The domain is plain TypeScript shared with functions/.`,
    },
    { target: 'src/content', from: ['src/lib', 'src/components', 'src/features', 'src/app', ...ENTRIES], message: SRC_LAYER },
    { target: 'src/lib', from: ['src/components', 'src/features', 'src/app', ...ENTRIES], message: SRC_LAYER },
    { target: 'src/components', from: ['src/features', 'src/app', ...ENTRIES], message: SRC_LAYER },
    { target: 'src/features', from: ['src/app', ...ENTRIES], message: SRC_LAYER },
    { target: 'src/app', from: ENTRIES, message: SRC_LAYER },
    ...FEATURES.map((name) => ({
      target: `src/features/${name}`,
      from: FEATURES.filter((n) => n !== name).map((n) => `src/features/${n}`),
      message: 'Features never import each other; compose them in src/app.',
    })),
    { target: ['src/!(testing)/**/!(*.test).{ts,tsx}', 'src/*.{ts,tsx}'], from: 'src/testing', message: 'src/testing holds what tests share: app code never imports it.' },
    { target: 'src', from: 'functions', message: 'Server code never goes into the web app: share it through src/domain.' },
    // functions/src: the domain and config are all it takes from src.
    {
      target: 'functions/src',
      from: 'src',
      except: ['./domain', './config'],
      message: 'functions/src takes src/domain and src/config only (what functions/tsconfig.json includes).',
    },
    {
      target: 'functions/src/lib',
      from: 'functions/src',
      except: ['./lib'],
      message: `${FUNCTIONS_LAYER} lib is the ground: the Admin SDK, the callable wrapper, the stored documents.`,
    },
    { target: 'functions/src/abuse', from: 'functions/src', except: ['./lib', './abuse'], message: FUNCTIONS_LAYER },
    { target: 'functions/src/mail', from: 'functions/src', except: ['./lib', './abuse', './mail'], message: FUNCTIONS_LAYER },
    {
      target: 'functions/src/**/!(index|*.test).ts',
      from: deployedModules(root),
      message: 'A deployed function is imported by functions/src/index.ts only: move what others share into a module beside it.',
    },
  ];
}

/** The whole configuration, for a checkout at `root` (a test lints a small copy of the layout). */
export function configFor(root) {
  const resolver = createNodeResolver({
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    alias: { '@': [join(root, 'src')] },
  });
  return tseslint.config(
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
      plugins: { 'react-hooks': reactHooks, 'import-x': importX },
      settings: {
        'import-x/resolver-next': [resolver],
        'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        ...reactHooks.configs.recommended.rules,
        // A cycle makes evaluation order decide which side sees the other's exports
        // as undefined, and ties two modules into one that cannot move apart. Only
        // imports that run count: `import type` is erased, and an `import()` loads
        // after both modules have evaluated.
        'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root) }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
      },
    },
    // Vendors by path: firebase in src/lib/firebase, dexie in src/lib/db, motion in
    // src/components/motion; the domain and config take no vendor at all.
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/lib/firebase/**', 'src/lib/db/**', 'src/components/motion/**'],
      rules: vendorRule(false, false),
    },
    { files: ['src/lib/firebase/**'], rules: vendorRule(true, false) },
    { files: ['src/lib/db/**'], rules: vendorRule(false, true) },
    { files: ['src/components/motion/**'], rules: vendorRule(false, false, true) },
    {
      files: ['src/domain/**', 'src/config/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', 'dexie', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'framer-motion'],
                message: 'The domain is plain TypeScript shared with functions/.',
              },
            ],
          },
        ],
      },
    },
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
  );
}

export default configFor(dirname(fileURLToPath(import.meta.url)));
