/** One email the server sends: a login or email-change code. */
export type MailMessage = { to: string; subject: string; text: string }

/**
 * Delivers the server's emails. Plug in a real one (SMTP, a mail API) for anything beyond a
 * local demo; the dev mailer below only keeps messages in memory for the `/inbox` page.
 */
export type Mailer = { send(message: MailMessage): Promise<void> }

export type DevInbox = Mailer & {
  /** every message sent so far, newest first */
  messages(): readonly (MailMessage & { sentAt: number })[]
}

/** A mailer that delivers nowhere: it keeps the last `limit` messages for the dev inbox page. */
export function createDevInbox({ limit = 50 }: { limit?: number } = {}): DevInbox {
  const kept: (MailMessage & { sentAt: number })[] = []
  return {
    async send(message) {
      kept.unshift({ ...message, sentAt: Date.now() })
      kept.length = Math.min(kept.length, limit)
    },
    messages: () => [...kept],
  }
}
