import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'graphql/schema.graphql',
  documents: ['graphql/**/*.graphql', '!graphql/schema.graphql'],
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
