module.exports = require('../shared/build/jest/config.cjs')(__dirname);
