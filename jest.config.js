/** All jest suites of the store: the API, the UI kit, the three apps and the deployment checks. */
module.exports = {
  // Global options (a project's own testTimeout is ignored when run from here): API tests use a real database.
  testTimeout: 30000,
  projects: [
    '<rootDir>/api/jest.config.cjs',
    '<rootDir>/shared-ui/jest.config.cjs',
    '<rootDir>/shop-web/jest.config.cjs',
    '<rootDir>/admin-web/jest.config.cjs',
    '<rootDir>/delivery-web/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
  ],
};
