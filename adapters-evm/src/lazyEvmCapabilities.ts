// core's class, not through ./errors/siwx.js: importing that file from here would put its
// other classes (used by the wallet code only) in the page's first chunks under esbuild
import { type LoadOnce, SiwxMessageUnavailableError } from '@walletport/core'
import type { EvmImplementation } from './createEvmImplementation.js'
import type { EvmCapabilities } from './evmAdapter.js'

/** The adapter's capabilities before the wallet code: each loads it on first use. */
export function lazyEvmCapabilities(load: LoadOnce<EvmImplementation>): EvmCapabilities {
  const real = async () => (await load()).capabilities
  return {
    sendTransaction: async (p) => (await real()).sendTransaction(p),
    estimateGas: async (p) => (await real()).estimateGas(p),
    writeContract: async (p) => (await real()).writeContract(p),
    sendToken: async (p) => (await real()).sendToken(p),
    getTokenBalances: async (p) => (await real()).getTokenBalances(p),
    getProfile: async (p) => (await real()).getProfile(p),
    siwx: {
      createMessage(data) {
        // the contract makes this one synchronous: it cannot wait for the wallet code
        const loaded = load.loaded()
        if (!loaded)
          throw new SiwxMessageUnavailableError({
            hint: 'Connect a wallet, or await adapter.load(), first',
          })
        return loaded.capabilities.siwx.createMessage(data)
      },
      verifyMessage: async (p) => (await real()).siwx.verifyMessage(p),
    },
    verifySiwx: async (p) => (await real()).verifySiwx(p),
    request: async (p) => (await real()).request(p),
    estimateFees: async (p) => (await real()).estimateFees(p),
    waitForReceipt: async (p) => (await real()).waitForReceipt(p),
    getCapabilities: async (p) => (await real()).getCapabilities(p),
    getAssets: async (p) => (await real()).getAssets(p),
    sendCalls: async (p) => (await real()).sendCalls(p),
  }
}
