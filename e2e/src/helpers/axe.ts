import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** The parts of an axe-core result this helper reports. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

export interface AxeOptions {
  /** Impacts that count; serious and critical by default. */
  impacts?: AxeViolation['impact'][];
  /** Rule ids to leave out, each with the reason in the calling test. */
  disableRules?: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now and returns the violations
 * whose impact is serious or critical.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.addScriptTag({ content: source });
  // Colours read mid-transition (a toast sliding in) are not the ones users settle on: let the
  // short animations end first (spinners run forever, a toast's countdown bar for seconds).
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => (a.effect?.getComputedTiming().endTime ?? Infinity) <= 1500)
    .map((a) => a.finished.catch(() => undefined)))`);
  const rules = Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }]));
  const violations = (await page.evaluate(
    // A string, not a function: tsx would wrap named functions in a `__name` helper the page lacks.
    `window.axe.run(document, { rules: ${JSON.stringify(rules)}, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html, failureSummary: n.failureSummary })),
      })))`,
  )) as AxeViolation[];
  const impacts = options.impacts ?? ['serious', 'critical'];
  return violations.filter((v) => impacts.includes(v.impact));
}

/** Violations as readable text: one block per rule with its impact, help, link and failing selectors. */
export function formatViolations(violations: AxeViolation[], where = ''): string {
  if (violations.length === 0) return `${where}no serious or critical axe violations`;
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const summary = n.failureSummary?.replace(/\s*\n\s*/g, ' ').trim();
          const html = n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html;
          return `    - ${n.target.join(' ')}  ${html}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      return `${where}[${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/** Fails the test, listing them, when the page has serious or critical axe violations; `where` names the screen. */
export async function expectNoSeriousAxe(page: Page, where = '') {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations, where ? `${where}: ` : '')).toEqual([]);
}
