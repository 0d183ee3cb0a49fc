import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const islandsTranslate =
  "Islands translate with useT from '@/i18n/use-t' (src/i18n/translator.ts says why); server code with getT or serverT from '@/i18n/server'.";

const restrictedImports = [
  { name: 'next/link', message: "Use Link from '@/components/ui/shop-link' (it says why)." },
  { name: 'next-i18next/client', message: islandsTranslate },
  { name: 'react-i18next', message: islandsTranslate },
  { name: 'i18next', allowTypeImports: true, message: islandsTranslate },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-wordpress/**',
      '.next-*/**',
      'node_modules/**',
      'sandbox/.data/**',
      '.wordpress/**',
      '.test-output/**',
      'src/graphql/generated/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      'no-restricted-imports': ['error', { paths: restrictedImports }],
    },
  },
  {
    // i18next itself: the server's translations, their test, and the one holding the islands' translator to it.
    files: ['src/i18n/server-t.ts', 'src/i18n/memoized-t.test.ts', 'src/i18n/translator.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: restrictedImports.filter((rule) => rule.name !== 'i18next') },
      ],
    },
  },
];

export default config;
