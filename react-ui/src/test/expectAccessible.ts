import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a container and expects no violation. Scan the dialog itself while it is
 * open: Radix marks the rest of the page aria-hidden on purpose (focus is trapped in the
 * dialog), which axe would report about the page, not about the modal.
 */
export async function expectAccessible(node: Element): Promise<void> {
  const results = await axe.run(node)
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  )
  expect(violations).toEqual([])
}
