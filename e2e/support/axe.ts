import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.1 A and AA, and axe's best practices. */
export const WCAG_AND_BEST_PRACTICE = [...WCAG, 'best-practice'];

/**
 * Scans the page as it is now with axe-core and returns its serious and critical violations:
 * one line per rule, starting with `label` so a failure names its screen, then each offending
 * element and why. `tags` chooses the rules (every rule when left out).
 *
 * axe runs inside the page through its own API (`axe.run`), as @axe-core/playwright's legacy
 * mode does, without that wrapper's costs: it put axe's 550 KB source into the page twice for
 * every scan, even into a page that held it already, and by default it opened a blank page of
 * its own to merge the results of frames (the shop's pages have none). A scan gathers
 * violations only: the passes and incomplete checks would be worked out in full, never read.
 */
export async function seriousAxeViolations(page: Page, label: string, tags?: string[]): Promise<string[]> {
  const options: RunOptions = { resultTypes: ['violations'], iframes: false, ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
  // A page scanned before (a later state of the same document) still holds axe.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations }: AxeResults = await page.evaluate((runOptions: RunOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} -> ${node.failureSummary?.split('\n').join(' ')}`).join('\n'),
    );
}
