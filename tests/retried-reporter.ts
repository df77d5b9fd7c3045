import { appendFileSync } from 'node:fs';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Writes the tests that passed only on their retry (Playwright's "flaky") to the file RETRIED_REPORT names, one
 * title per line, for `npm test`'s summary: a retry keeps a run green, but a test that needed one is a failure to
 * fix, and must not hide in the middle of a long log.
 */
export default class RetriedReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const file = process.env.RETRIED_REPORT;
    if (!file || !this.suite) return;
    const retried = this.suite.allTests().filter((test) => test.outcome() === 'flaky');
    if (retried.length === 0) return;
    appendFileSync(file, retried.map((test) => `${test.titlePath().filter(Boolean).join(' › ')}\n`).join(''));
  }

  printsToStdio() {
    return false;
  }
}
