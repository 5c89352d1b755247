import { verifySiwxMessage } from '@walletport/adapters-evm/siwx'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { startFakeFarcasterRelay } from '../embedded-frame/fakeFarcasterRelay.js'

/**
 * The reference embedded-wallet frame for the screens test, serving the gallery's origin. Its
 * login emails go to the dev inbox (never sent). Every page of the test sends a code to the
 * same fixed address for each language, so the per-email cooldown and hourly caps are lifted;
 * the frame's own tests (serverLimits.test.ts) cover them. The signed-in account's views read
 * Ethereum (chain id 1) from `chainRpcUrl`, a local node the test starts. Farcaster logins go
 * to a local Farcaster Auth relay (closed with the frame), where nobody ever approves one: no
 * address holds a fid here.
 */
export async function startGalleryEmbeddedFrame(
  galleryOrigin: string,
  chainRpcUrl: string,
): Promise<EmbeddedFrame> {
  const relay = await startFakeFarcasterRelay()
  try {
    const frame = await startEmbeddedFrame({
      allowedOrigins: [galleryOrigin],
      rpcUrls: { eip155: { 1: chainRpcUrl } },
      loginLimits: {
        sendCooldownMs: 0,
        sendsPerEmailPerHour: 1_000,
        sendsPerAddressPerHour: 1_000,
      },
      farcaster: { relayUrl: relay.url, lookupFid: async () => 0n, verifySiwxMessage },
    })
    return {
      ...frame,
      async close() {
        await Promise.all([frame.close(), relay.close()])
      },
    }
  } catch (error) {
    await relay.close()
    throw error
  }
}
