// Jest settings shared by shared-ui and the three host apps.
// Each workspace's jest.config.cjs calls this with its own directory and base URL,
// so the config works both alone (`jest -c shop-web/jest.config.cjs`) and as a
// project listed by the root config.
const path = require('node:path');

const kitDir = path.resolve(__dirname, '..');

/** @param {{ rootDir: string, displayName: string, baseUrl?: string }} opts */
module.exports = function storeJestConfig({ rootDir, displayName, baseUrl = '/' }) {
  const resolveFrom = (request) => require.resolve(request, { paths: [rootDir] });
  // Vite replaces import.meta.env at build time; swc does the same for tests.
  const viteEnv = { BASE_URL: baseUrl, MODE: 'test', DEV: false, PROD: false, SSR: false };

  return {
    displayName,
    rootDir,
    testEnvironment: path.join(__dirname, 'jsdom-env.cjs'),
    // msw and friends ship browser builds under the "browser" condition; tests run in Node. The wire contract
    // (answers are checked against it in tests) is read from its TypeScript source.
    testEnvironmentOptions: { customExportConditions: ['', '@farm-store/source'] },
    testMatch: ['<rootDir>/{src,host}/**/__tests__/**/*.test.{ts,tsx}'],
    // A few of msw's dependencies and TypeBox ship ESM only; compile just those, leave the rest of node_modules alone.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|@open-draft/deferred-promise|until-async|typebox)/)'],
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: {
              react: { runtime: 'automatic' },
              optimizer: { globals: { vars: { 'import.meta.env': JSON.stringify(viteEnv) } } },
            },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      // The kit's modules come from its source, as the federation runtime would load them.
      '^\\./kit-remote$': path.join(__dirname, 'kit-remote.cjs'),
      '^@/(.*)$': '<rootDir>/src/$1',
      '^@farm-store/shared-ui/host/(.*)$': path.join(kitDir, 'host/$1'),
      // One React and one router, whoever imports them (the kit or the app).
      '^react$': resolveFrom('react'),
      '^react/jsx-runtime$': resolveFrom('react/jsx-runtime'),
      '^react/jsx-dev-runtime$': resolveFrom('react/jsx-dev-runtime'),
      '^react-dom$': resolveFrom('react-dom'),
      '^react-dom/client$': resolveFrom('react-dom/client'),
      // The package directory, so jest picks its CommonJS "main" (Node's own resolution picks the .mjs build).
      '^react-router$': path.dirname(resolveFrom('react-router/package.json')),
    },
    setupFilesAfterEnv: [resolveFrom('@testing-library/jest-dom')],
    clearMocks: true,
  };
};
