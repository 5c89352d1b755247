/**
 * Runs in the page (pass it to `page.evaluate` or `frame.evaluate`): waits, at most 2 s, for
 * every finite animation and transition to end. axe reads colours as they are drawn, so a state
 * transition part-way through would be measured half faded; a skeleton's endless shimmer is
 * left running.
 */
export async function settleAnimations(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ])
}
