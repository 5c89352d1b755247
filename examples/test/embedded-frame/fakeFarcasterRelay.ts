import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatSiwxMessage, type SiwxMessageFields } from '@walletport/adapters-evm/siwx'
import type { PrivateKeyAccount } from 'viem/accounts'

type Channel = {
  siweUri: string
  domain: string
  nonce: string
  completed?: Record<string, unknown>
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

async function readJson(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A local Farcaster Auth relay speaking the documented API (POST /v1/channel, GET
 * /v1/channel/status with the channel token as Bearer: 202 pending, 200 completed). The test
 * plays the user's Farcaster app with `complete`, which signs a Sign In With Farcaster
 * (EIP-4361) message with a custody key, as the app would.
 */
export async function startFakeFarcasterRelay() {
  const channels = new Map<string, Channel>()
  const misbehave: { nonce?: string; url?: string } = {}
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://relay')
    const run = async () => {
      if (req.method === 'POST' && url.pathname === '/v1/channel') {
        const body = await readJson(req)
        const channelToken = randomUUID()
        const nonce = misbehave.nonce ?? body.nonce ?? ''
        channels.set(channelToken, {
          siweUri: body.siweUri ?? '',
          domain: body.domain ?? '',
          nonce,
        })
        const link = `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`
        return sendJson(res, 201, { channelToken, url: misbehave.url ?? link, nonce })
      }
      if (req.method === 'GET' && url.pathname === '/v1/channel/status') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
        const channel = channels.get(token)
        if (!channel) return sendJson(res, 401, { error: 'Unauthorized' })
        if (!channel.completed)
          return sendJson(res, 202, { state: 'pending', nonce: channel.nonce })
        return sendJson(res, 200, channel.completed)
      }
      sendJson(res, 404, { error: 'Not found' })
    }
    run().catch((error: unknown) => sendJson(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    misbehave,
    /** the user's Farcaster app signs the channel's request (`change` alters the message) */
    async complete(
      channelToken: string,
      {
        custody,
        fid,
        username,
        signer = custody,
        change = (fields) => fields,
      }: {
        custody: PrivateKeyAccount
        fid: number
        username: string
        signer?: PrivateKeyAccount
        change?: (fields: SiwxMessageFields) => SiwxMessageFields
      },
    ) {
      const channel = channels.get(channelToken)
      if (!channel) throw new Error('no such channel')
      const message = formatSiwxMessage(
        change({
          domain: channel.domain,
          address: custody.address,
          statement: 'Farcaster Auth',
          uri: channel.siweUri,
          version: '1',
          chainId: 10,
          nonce: channel.nonce,
          issuedAt: new Date().toISOString(),
          resources: [`farcaster://fid/${fid}`],
        }),
      )
      channel.completed = {
        state: 'completed',
        nonce: channel.nonce,
        url: `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`,
        message,
        signature: await signer.signMessage({ message }),
        authMethod: 'custody',
        fid,
        username,
        custody: custody.address,
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
