const preset = require('../shared-ui/jest/preset.cjs')({ rootDir: __dirname, displayName: 'admin-web', baseUrl: '/admin/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
