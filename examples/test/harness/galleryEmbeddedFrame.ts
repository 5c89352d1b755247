import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'

/**
 * The reference embedded-wallet frame for the screens test, serving the gallery's origin. Its
 * login emails go to the dev inbox (never sent). Every page of the test sends a code to the
 * same fixed address for each language, so the per-email cooldown and hourly caps are lifted;
 * the frame's own tests (serverLimits.test.ts) cover them. No chain is read: the gallery's
 * embedded views come before any account is connected.
 */
export function startGalleryEmbeddedFrame(galleryOrigin: string): Promise<EmbeddedFrame> {
  return startEmbeddedFrame({
    allowedOrigins: [galleryOrigin],
    rpcUrls: { eip155: {} },
    loginLimits: { sendCooldownMs: 0, sendsPerEmailPerHour: 1_000, sendsPerAddressPerHour: 1_000 },
  })
}
