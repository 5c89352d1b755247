import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'
import { settleAnimations } from './settleAnimations.js'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

type AxeApi = {
  run(context: Document | { include: string[][] }, options: RunOptions): Promise<AxeResults>
}

/**
 * Runs axe-core in the page on the whole document, with every rule it runs by default
 * (WCAG A and AA and best practices), and returns the violations as readable lines. `within`
 * (a CSS selector) checks that part of the page only, e.g. the modal.
 */
export async function findA11yViolations(
  page: Page,
  { within }: { within?: string } = {},
): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ content: axeSource })
  await page.evaluate(settleAnimations)
  return readViolations(page, within)
}

async function readViolations(page: Page, within: string | undefined): Promise<string[]> {
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: AxeApi }
    const context = selector ? { include: [[selector]] } : document
    const results = await axe.run(context, { resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    }))
  }, within)
  return violations.map(
    (v) => `[${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ').replaceAll('\n', ' ')}`,
  )
}
