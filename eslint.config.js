import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '.stack', 'functions/lib', 'node_modules', 'functions/node_modules'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/firebase/**', 'src/lib/db/**', 'src/components/motion/**'],
    rules: { 'no-restricted-imports': ['error', vendorRule(false, false)] },
  },
  { files: ['src/components/motion/**'], rules: { 'no-restricted-imports': ['error', vendorRule(false, false, true)] } },
  { files: ['src/lib/firebase/**'], rules: { 'no-restricted-imports': ['error', vendorRule(true, false)] } },
  { files: ['src/lib/db/**'], rules: { 'no-restricted-imports': ['error', vendorRule(false, true)] } },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...vendorRule(false, false).patterns,
            {
              group: featureNames.filter((n) => n !== name).flatMap((n) => [`@/features/${n}/*`, `../${n}/*`]),
              message: 'Features never import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/domain/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', 'dexie', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', '@/lib/*', '@/features/*'], message: 'The domain is plain TypeScript shared with functions/.' },
          ],
        },
      ],
    },
  },
);
