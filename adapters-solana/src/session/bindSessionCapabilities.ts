import { type ChainAdapter, type LoadOnce, NoActiveAddressError } from '@walletport/core'
import type { SolanaSession } from './createSolanaSession.js'

/**
 * The adapter's reads, signatures and sends, each waiting for the session's code (loaded
 * with `import()` on the first call) and calling its action.
 */
export function bindSessionCapabilities(
  session: LoadOnce<SolanaSession>,
): Pick<ChainAdapter, 'getBalance' | 'signMessage' | 'capabilities'> {
  return {
    getBalance: async (p) => (await session()).getBalance(p),
    signMessage: async (p) => (await session()).signMessage(p),
    capabilities: {
      sendToken: async (p) => (await session()).sendToken(p),
      getTokenBalances: async (p) => (await session()).getTokenBalances(p),
      siwx: {
        // the contract wants the message at once; the kit signs in only once connected, and
        // connecting loads the message code with the session
        createMessage(data) {
          const loaded = session.loaded()
          if (!loaded)
            throw new NoActiveAddressError({
              metaMessages: ['Connect a Solana wallet before writing a sign-in message'],
            })
          return loaded.createSiwxMessage(data)
        },
        // the wallet's own solana:signIn when it has it, the message signed otherwise
        signIn: async (p) => (await session()).signIn(p),
        // the check (and its ed25519 code) loads at the first sign-in
        verifyMessage: async (p) => (await session()).verifySiwxMessage(p),
      },
    },
  }
}
