import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

// the replies' payloads are read loosely and checked by the tests' assertions
// biome-ignore lint/suspicious/noExplicitAny: test-side view of postMessage data
export type Reply = { channel: string; type: string; id?: string; payload?: any }
type HostWindow = {
  request(type: string, payload?: unknown): Promise<Reply>
  messages: Reply[]
  pending?: Promise<Reply>
}

/**
 * The test host page (hostPage.ts) driven from the test: requests to the frame, one left
 * waiting for the user, the frame's own messages, and an email sign-in through the dev inbox.
 */
export function frameHostSession(page: Page, context: BrowserContext, inboxUrl: string) {
  const request = (type: string, payload: unknown = {}) =>
    page.evaluate(
      ([t, p]) => (window as unknown as HostWindow).request(t as string, p),
      [type, payload],
    )
  const session = {
    request,
    /** sends a request whose answer waits for the user; `settled()` gives the reply */
    startRequest: (type: string, payload: unknown) =>
      page.evaluate(
        ([t, p]) => {
          const w = window as unknown as HostWindow
          w.pending = w.request(t as string, p)
        },
        [type, payload],
      ),
    settled: () => page.evaluate(() => (window as unknown as HostWindow).pending as Promise<Reply>),
    waitForMessages: (type: string, count: number) =>
      page.waitForFunction(
        ([t, n]) =>
          (window as unknown as HostWindow).messages.filter((m) => m.type === t).length >=
          (n as number),
        [type, count] as const,
      ),
    async signInByEmail(email: string) {
      expect(await request('CONNECT_EMAIL', { email })).toMatchObject({
        payload: { action: 'VERIFY_OTP' },
      })
      const inbox = await context.newPage()
      await inbox.goto(inboxUrl)
      const mail = await inbox
        .locator(`li[data-to="${email}"]`)
        .first()
        .locator('pre')
        .textContent()
      await inbox.close()
      const otp = /\b(\d{6})\b/.exec(mail ?? '')?.[1]
      if (!otp) throw new Error(`no code for ${email} in the inbox`)
      expect((await request('CONNECT_OTP', { otp })).type).toBe('CONNECT_OTP_SUCCESS')
    },
  }
  return session
}
