const preset = require('@farm-store/shared-ui/jest/preset')({ rootDir: __dirname, displayName: 'delivery-web', baseUrl: '/delivery/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
