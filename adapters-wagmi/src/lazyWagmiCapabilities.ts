import { createSiwxMessage } from '@walletport/adapters-evm/siwx'
import type { LoadOnce } from '@walletport/core'
import type { WagmiImplementation } from './createWagmiImplementation.js'
import type { WagmiCapabilities } from './wagmiAdapter.js'

/** The adapter's capabilities before the wagmi actions: each loads them on first use. */
export function lazyWagmiCapabilities(load: LoadOnce<WagmiImplementation>): WagmiCapabilities {
  return {
    sendTransaction: async (p) => (await load()).sendTransaction(p),
    estimateGas: async (p) => (await load()).estimateGas(p),
    writeContract: async (p) => (await load()).writeContract(p),
    sendToken: async (p) => (await load()).sendToken(p),
    request: async (p) => (await load()).request(p),
    waitForReceipt: async (p) => (await load()).waitForReceipt(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    getProfile: async (p) => (await load()).getProfile(p),
    estimateFees: async (p) => (await load()).estimateFees(p),
    siwx: {
      // synchronous by contract, so the message writer is not behind import(): a sign-in
      // right after a connect made through wagmi would otherwise find it missing
      createMessage: (data) => createSiwxMessage(data),
      verifyMessage: async (p) => (await (await load()).verifySiwx(p)).valid,
    },
    verifySiwx: async (p) => (await load()).verifySiwx(p),
    getCapabilities: async (p) => (await load()).getCapabilities(p),
    getAssets: async (p) => (await load()).getAssets(p),
    sendCalls: async (p) => (await load()).sendCalls(p),
    getCallsStatus: async (p) => (await load()).getCallsStatus(p),
  }
}
