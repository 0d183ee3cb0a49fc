import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-i18next/client',
              importNames: ['useT'],
              message: "Use useT from '@/i18n/use-t' (src/i18n/use-t.ts says why).",
            },
            {
              name: 'next/link',
              message: "Use Link from '@/components/ui/shop-link' (it says why).",
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use useT from '@/i18n/use-t' (src/i18n/use-t.ts says why).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
