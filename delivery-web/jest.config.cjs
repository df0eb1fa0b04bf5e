const preset = require('../shared-ui/jest/preset.cjs')({ rootDir: __dirname, displayName: 'delivery-web', baseUrl: '/delivery/' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.ts'] };
