import { createTransport } from 'nodemailer'
import type { Mailer } from './mailer.js'

export type SmtpSettings = {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure?: boolean | undefined
  /** refuse to send without STARTTLS: set it for any server beyond localhost */
  requireTls?: boolean | undefined
  user?: string | undefined
  password?: string | undefined
  /** the sender, e.g. `Wallet <no-reply@wallet.example>` */
  from: string
}

/** A Mailer that delivers through an SMTP server (nodemailer), beside the dev inbox. */
export function createSmtpMailer(settings: SmtpSettings): Mailer & { close(): void } {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure ?? settings.port === 465,
    requireTLS: settings.requireTls ?? false,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
  })
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: settings.from, to, subject, text })
    },
    close: () => transport.close(),
  }
}
