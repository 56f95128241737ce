const config = require('../shared/build/jest/config.cjs')(__dirname);

// The sections table the shell's server would serve (src/testing/setup.ts).
module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'] };
