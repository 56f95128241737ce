// Prints one plain closing line that CI can read: "jest: N passed, N failed".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`\njest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
