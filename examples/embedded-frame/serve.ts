import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { readEnvConfig } from './server/config/readEnvConfig.js'
import { createSmtpMailer } from './server/smtpMailer.js'
import { startEmbeddedFrame } from './start.js'

/**
 * Docs: /examples/embedded-frame/DEPLOY. Starts the frame server from the environment:
 * `node examples/scripts/run.mjs examples/embedded-frame/serve.ts`. Stops cleanly on SIGTERM
 * and SIGINT (the store is written before the process ends).
 */
export async function main(): Promise<number | undefined> {
  const { smtp, ...config } = readEnvConfig(process.env)
  if (config.store && 'file' in config.store)
    mkdirSync(dirname(config.store.file), { recursive: true, mode: 0o700 })
  const mailer = smtp && createSmtpMailer(smtp)
  const frame = await startEmbeddedFrame({ ...config, ...(mailer ? { mailer } : {}) })
  console.log(`[embedded-frame] serving ${frame.origin} on ${config.listenHost}:${config.port}`)
  if (frame.inboxUrl) console.warn(`[embedded-frame] dev inbox at ${frame.inboxUrl}: demo only`)
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve)
    process.once('SIGINT', resolve)
  })
  await frame.close()
  mailer?.close()
  return 0
}
