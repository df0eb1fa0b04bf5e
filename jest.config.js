/** All jest suites of the store: the API, the UI kit, the three apps and the deployment checks. */
module.exports = {
  projects: [
    '<rootDir>/api/jest.config.cjs',
    '<rootDir>/shared-ui/jest.config.cjs',
    '<rootDir>/shop-web/jest.config.cjs',
    '<rootDir>/admin-web/jest.config.cjs',
    '<rootDir>/delivery-web/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
  ],
};
