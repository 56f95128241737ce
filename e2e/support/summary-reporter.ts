import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints one plain closing line that CI can read: "playwright: N passed, N failed". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped' && result.retry === test.retries) this.failed += 1;
  }
  onEnd(): void {
    process.stdout.write(`\nplaywright: ${this.passed} passed, ${this.failed} failed\n`);
  }
}
