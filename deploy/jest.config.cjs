/** Static checks of the production deployment (docker compose, Dockerfiles, nginx configs); no Docker needed. */
module.exports = {
  displayName: 'deploy',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // api/src/config.ts is imported to list the API's variables; typebox ships ES modules only.
    '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
  testTimeout: 30000,
};
