import { destroyKit, type Kit } from '@walletport/core'
import type { TestFrame } from '@walletport/core/test'
import { afterAll, afterEach, beforeAll } from 'vitest'

type CreateAuthTestKit = typeof import('@walletport/core/test').createAuthTestKit

/**
 * core's embedded-wallet test frame (a page speaking PROTOCOL.md, see its switches in core's
 * startTestFrame) for a happy-dom test file, and kits on it. The page takes the frame's
 * origin: happy-dom reports a message's origin as the page's own, so only then does the
 * host's origin check see the frame's. The file's docblock must let happy-dom load iframes
 * and run their scripts.
 */
export function setupEmbeddedTestFrame() {
  let frame: TestFrame | undefined
  let createAuthTestKit: CreateAuthTestKit | undefined
  const kits: Kit[] = []
  beforeAll(async () => {
    // the test entry also holds the pairing harness: loaded here, not at import time
    const test = await import('@walletport/core/test')
    createAuthTestKit = test.createAuthTestKit
    frame = await test.startTestFrame()
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `${frame.origin}/app`,
    )
  })
  afterEach(() => {
    for (const kit of kits.splice(0)) destroyKit(kit)
  })
  afterAll(async () => {
    for (const element of document.querySelectorAll('iframe')) element.remove()
    await frame?.close()
  })
  return {
    get origin() {
      if (!frame) throw new Error('the test frame has not started')
      return frame.origin
    },
    /** a kit (mainnet, arbitrum, the AUTH test adapter) on the frame, with `query` switches */
    kit(query = '', options: Omit<Parameters<CreateAuthTestKit>[0], 'frameUrl'> = {}) {
      if (!frame || !createAuthTestKit) throw new Error('the test frame has not started')
      const made = createAuthTestKit({
        frameUrl: `${frame.url}${query}`,
        isMobile: false,
        ...options,
      })
      kits.push(made.kit)
      return made
    },
  }
}
