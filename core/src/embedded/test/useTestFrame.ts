import { afterAll, beforeAll } from 'vitest'
import { startTestFrame, type TestFrame } from './startTestFrame.js'

/**
 * Starts the test frame for a happy-dom test file and gives the page the frame's origin:
 * happy-dom reports a message's origin as the receiving page's parent's (or its own), so only
 * a same-origin frame lets the host's origin check see the true origin.
 */
export function useTestFrame(): { get(): TestFrame } {
  let frame: TestFrame | undefined
  beforeAll(async () => {
    frame = await startTestFrame()
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `${frame.origin}/app`,
    )
  })
  afterAll(async () => {
    for (const element of document.querySelectorAll('iframe')) element.remove()
    await frame?.close()
  })
  return {
    get() {
      if (!frame) throw new Error('the test frame has not started')
      return frame
    },
  }
}
