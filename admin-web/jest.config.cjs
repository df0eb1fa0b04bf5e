const preset = require('@farm-store/shared-ui/jest/preset')({ rootDir: __dirname, displayName: 'admin-web', baseUrl: '/admin/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
