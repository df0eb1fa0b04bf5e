/** All jest suites of the store: the API, the UI kit, the three apps and the deployment checks. */
module.exports = {
  // Global options (a project's own testTimeout is ignored when run from here): API tests use a real database.
  // A ceiling, not a wait: tests finish when their condition holds; on a 2-core machine busy with other work a
  // file's start-up (its own app and seeded catalogue) has taken more than 30 s.
  testTimeout: 60000,
  projects: [
    '<rootDir>/api/jest.config.cjs',
    '<rootDir>/shared-ui/jest.config.cjs',
    '<rootDir>/shop-web/jest.config.cjs',
    '<rootDir>/admin-web/jest.config.cjs',
    '<rootDir>/delivery-web/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
  ],
};
