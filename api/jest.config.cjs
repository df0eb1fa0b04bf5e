/** API tests: real HTTP against the app on a fresh embedded database per test file. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // A few dependencies ship ES modules only (Node 20 jest cannot require them), so they are compiled too.
    '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The contract's TypeScript source, as tsx runs it (contracts/package.json exports), not its compiled dist/.
  testEnvironmentOptions: { customExportConditions: ['@farm-store/source', 'node', 'node-addons'] },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|content-disposition|cookie)/)'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 60000, // a ceiling for a busy machine (see ../jest.config.js)
};
