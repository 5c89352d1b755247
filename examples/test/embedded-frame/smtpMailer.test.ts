import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSmtpMailer } from '../../embedded-frame/server/smtpMailer.js'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { createClient } from './serverClient.js'

type Received = { from: string; to: string[]; data: string }

/** just enough SMTP (RFC 5321, no TLS, no auth) on 127.0.0.1 to take mail and keep it */
async function startSmtpSink() {
  const received: Received[] = []
  const server = createServer((socket: Socket) => {
    let buffer = ''
    let mail: Received = { from: '', to: [], data: '' }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink.test ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          mail.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(mail)
          mail = { from: '', to: [], data: '' }
          reply('250 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test')
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? ''
          reply('250 ok')
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '')
          reply('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with .')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let mailer: ReturnType<typeof createSmtpMailer>
let frame: EmbeddedFrame

beforeAll(async () => {
  sink = await startSmtpSink()
  mailer = createSmtpMailer({
    host: '127.0.0.1',
    port: sink.port,
    from: 'Wallet <no-reply@wallet.test>',
  })
  frame = await startEmbeddedFrame({
    allowedOrigins: ['http://127.0.0.1:4455'],
    rpcUrls: { eip155: {} },
    mailer,
  })
})
afterAll(async () => {
  mailer?.close()
  await Promise.all([frame?.close(), sink?.close()])
})

test('default: the login code goes out by SMTP, and there is no dev inbox', async () => {
  const call = createClient(frame)
  const started = await call('/api/email/start', { email: 'lin@example.test' })
  expect(started.json).toMatchObject({ action: 'VERIFY_OTP' })
  expect(frame.inboxUrl).toBeUndefined()
  await expect.poll(() => sink.received.length).toBe(1)
  const [mail] = sink.received
  expect(mail?.from).toBe('no-reply@wallet.test')
  expect(mail?.to).toEqual(['lin@example.test'])
  const code = /\b(\d{6})\b/.exec(mail?.data ?? '')?.[1]
  expect(code).toMatch(/^\d{6}$/)
  // the mailed code is the one the server checks
  const verified = await call('/api/email/verify', {
    loginId: started.json.loginId,
    otp: code,
  })
  expect(verified.status).toBe(200)
  expect(verified.json).toMatchObject({ user: { email: 'lin@example.test' } })
})

test('behavior: an SMTP server that cannot be reached fails the send', async () => {
  const unreachable = createSmtpMailer({ host: '127.0.0.1', port: 9, from: 'no-reply@wallet.test' })
  await expect(unreachable.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow()
  unreachable.close()
})
