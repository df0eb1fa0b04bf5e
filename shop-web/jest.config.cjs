const preset = require('../shared-ui/jest/preset.cjs')({ rootDir: __dirname, displayName: 'shop-web', baseUrl: '/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
