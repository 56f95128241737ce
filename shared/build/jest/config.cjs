// The jest setup every app uses: swc for TypeScript/React, jsdom, Testing Library's matchers.
const path = require('node:path');

module.exports = function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    reporters: ['default', path.join(__dirname, '..', '..', '..', 'scripts', 'jest-summary-reporter.cjs')],
  };
};
