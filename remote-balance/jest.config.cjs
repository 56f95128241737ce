module.exports = require('../shared/jest/config.cjs')(__dirname);
