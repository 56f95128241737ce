module.exports = require('./jest/config.cjs')(__dirname);
