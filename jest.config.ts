import nextJest from 'next/jest.js';
import type { Config } from 'jest';

const createJestConfig = nextJest({ dir: './' });

// Node (with its fetch dispatcher, see jest.environment.ts) is the default environment; component
// tests opt into jsdom with a `@jest-environment jsdom` docblock.
const config: Config = {
  testEnvironment: '<rootDir>/jest.environment.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/sandbox/test/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testTimeout: 20000,
};

/**
 * sanitize-html's parser (htmlparser2 and its dom packages) ships as ES modules only, which Node
 * loads but jest's CommonJS runtime does not on Node 20: those packages are compiled like our code.
 */
const ESM_ONLY = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_ONLY.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
