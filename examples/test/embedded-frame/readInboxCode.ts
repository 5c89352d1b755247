import type { BrowserContext } from 'playwright-core'

/** The newest one-time code the frame's dev inbox holds for `email`, read in a new tab. */
export async function readInboxCode(
  context: BrowserContext,
  inboxUrl: string | undefined,
  email: string,
): Promise<string> {
  if (!inboxUrl) throw new Error('the frame has no dev inbox')
  const inbox = await context.newPage()
  try {
    await inbox.goto(inboxUrl)
    const text = await inbox.locator(`li[data-to="${email}"]`).first().locator('pre').textContent()
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
    if (!code) throw new Error(`no code for ${email} in the dev inbox`)
    return code
  } finally {
    await inbox.close()
  }
}
