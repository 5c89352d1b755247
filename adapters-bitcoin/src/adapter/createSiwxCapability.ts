import type { AdapterCapabilities } from '@walletport/core'
import { SiwxMessageUnavailableError } from '../errors/setup.js'

/**
 * CAIP-122 sign-in: the message writer comes with the runtime's module (`writer`, undefined
 * before the first connect); the check and its secp256k1 code load at the first sign-in.
 */
export function createSiwxCapability(
  writer: () => typeof import('./createBitcoinRuntime.js') | undefined,
): NonNullable<AdapterCapabilities['siwx']> {
  return {
    createMessage(data) {
      // synchronous by contract, and a sign-in follows a connect, which loaded the writer
      // with the runtime: it is not in the page's first chunks (issue 13)
      const module = writer()
      if (!module) throw new SiwxMessageUnavailableError()
      return module.createSiwxMessage(data)
    },
    verifyMessage: async (p) => (await import('../siwx/verifySiwxMessage.js')).verifySiwxMessage(p),
  }
}
