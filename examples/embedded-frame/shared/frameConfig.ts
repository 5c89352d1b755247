import * as v from 'valibot'

/** What the server hands the frame page in its HTML: whom it serves and which chains it knows. */
export const FrameConfigSchema = v.object({
  /** the host origin the page was opened for (its `origin` query parameter) */
  hostOrigin: v.string(),
  /** whether that origin is on the server's allowlist */
  allowed: v.boolean(),
  evmChains: v.array(
    v.object({
      id: v.number(),
      rpcUrl: v.string(),
      /** the chain's coin, when the site names it (else a known chain's, see nativeCurrency.ts) */
      currency: v.optional(v.object({ symbol: v.string(), decimals: v.number() })),
    }),
  ),
  /** Solana chains by genesis-hash reference; an RPC URL is needed only for reads and sends */
  solanaChains: v.array(v.object({ id: v.string(), rpcUrl: v.optional(v.string()) })),
})
export type FrameConfig = v.InferOutput<typeof FrameConfigSchema>

export const FRAME_CONFIG_ELEMENT_ID = 'frame-config'
