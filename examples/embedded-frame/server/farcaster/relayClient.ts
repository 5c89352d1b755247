import * as v from 'valibot'
import { FrameServerError } from '../FrameServerError.js'

// The Farcaster Auth (Connect) relay's HTTP API, as the app client of @farcaster/auth-client
// calls it:
// https://docs.farcaster.xyz/auth-kit/client/app/create-channel (POST /v1/channel)
// https://docs.farcaster.xyz/auth-kit/client/app/status (GET /v1/channel/status, Bearer token:
// 202 while pending, 200 once the user's Farcaster app has signed)

const ChannelSchema = v.object({
  channelToken: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.url()),
  nonce: v.string(),
})
const StatusSchema = v.variant('state', [
  v.object({ state: v.literal('pending') }),
  v.object({
    state: v.literal('completed'),
    message: v.string(),
    signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
    fid: v.pipe(v.number(), v.integer(), v.minValue(1)),
    username: v.optional(v.string()),
    displayName: v.optional(v.string()),
  }),
])
export type RelayStatus = v.InferOutput<typeof StatusSchema>

const unreachable = (what: string, cause: unknown) =>
  new FrameServerError(502, `The Farcaster relay ${what} (${String(cause)})`)

async function readJson(response: Response, schema: v.GenericSchema, what: string) {
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw unreachable(what, `answer ${response.status} not understood`)
  return parsed.output
}

/** A client of one relay (e.g. https://relay.farcaster.xyz), for the frame's server. */
export function createRelayClient(relayUrl: string) {
  const base = relayUrl.replace(/\/$/, '')
  return {
    async createChannel(params: { siweUri: string; domain: string; nonce: string }) {
      let response: Response
      try {
        response = await fetch(`${base}/v1/channel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
        })
      } catch (cause) {
        throw unreachable('is unreachable', cause)
      }
      if (!response.ok) throw unreachable('refused a channel', response.status)
      return readJson(response, ChannelSchema, 'sent a bad channel') as Promise<
        v.InferOutput<typeof ChannelSchema>
      >
    },
    async status(channelToken: string): Promise<RelayStatus> {
      let response: Response
      try {
        response = await fetch(`${base}/v1/channel/status`, {
          headers: { authorization: `Bearer ${channelToken}` },
        })
      } catch (cause) {
        throw unreachable('is unreachable', cause)
      }
      if (response.status !== 200 && response.status !== 202)
        throw unreachable('refused the status', response.status)
      return readJson(response, StatusSchema, 'sent a bad status') as Promise<RelayStatus>
    },
  }
}
