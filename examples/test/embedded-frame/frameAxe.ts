import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Frame } from 'playwright-core'
import { settleAnimations } from '../harness/settleAnimations.js'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core's violations in the frame's document. The frame's CSP forbids inline scripts, so
 * axe goes in through the devtools protocol (a string evaluated as is), not a script tag.
 */
export async function findFrameA11yViolations(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  await frame.evaluate(settleAnimations)
  return readViolations(frame)
}

function readViolations(frame: Frame): Promise<string[]> {
  return frame.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }
    const results = await axe.run(document)
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  })
}
