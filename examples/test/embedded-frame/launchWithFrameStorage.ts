import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/browser.js'

/**
 * Chromium with third-party site data allowed, as Chrome's default profile has it: the frame
 * (localhost) keeps its keys in storage while embedded by a host on 127.0.0.1. Debian's
 * Chromium and every incognito-like context block it; `launchChromium({ full: true })` is that
 * case. The full browser, not the tests' headless shell: that profile setting is the desktop
 * browser's, and the shell has no such policy.
 */
export async function launchWithFrameStorage(): Promise<{
  context: BrowserContext
  close(): Promise<void>
}> {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-frame-profile-'))
  mkdirSync(join(dir, 'Default'))
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
  )
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1024, height: 800 },
  })
  context.setDefaultTimeout(15_000)
  return {
    context,
    async close() {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
