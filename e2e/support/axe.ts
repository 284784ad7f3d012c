import AxeBuilder from '@axe-core/playwright';
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
 * Two options make a scan about three times quicker without changing what it finds:
 * - Legacy mode runs axe inside the page. By default every scan opens a blank page of its own
 *   to merge the results of cross-origin frames, and the shop's pages have no frames.
 * - Only violations are gathered (axe's `resultTypes`): the passes and the incomplete checks
 *   were worked out in full and never read.
 */
export async function seriousAxeViolations(page: Page, label: string, tags?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} -> ${node.failureSummary?.split('\n').join(' ')}`).join('\n'),
    );
}
