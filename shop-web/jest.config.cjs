const preset = require('@farm-store/shared-ui/jest/preset')({ rootDir: __dirname, displayName: 'shop-web', baseUrl: '/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
