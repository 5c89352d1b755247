/**
 * Runs in the page (pass it to `page.evaluate` or `frame.evaluate`): waits, at most 3 s, until
 * no finite animation or transition is running. axe reads colours as they are drawn, so a state
 * transition part-way through would be measured half faded; a skeleton's endless shimmer is
 * left running. It looks again after each wait, two frames on: a state that changed a moment
 * ago (a button enabled as a pairing URI arrives) may only then start its transition.
 */
export async function settleAnimations(): Promise<void> {
  const deadline = performance.now() + 3_000
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
  // a frame, or 100 ms where a hidden page runs none
  const frame = () =>
    Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), sleep(100)])
  for (;;) {
    await frame()
    await frame()
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
    const left = deadline - performance.now()
    if (running.length === 0 || left <= 0) return
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      sleep(left),
    ])
  }
}
