import { isEip155SendAddress, type Network } from '@walletport/core'
import { readWagmiTokenBalances } from './balances/readWagmiTokenBalances.js'
import { estimateWagmiFees } from './fees/estimateWagmiFees.js'
import { createWagmiProfiles } from './identity/createWagmiProfiles.js'
import {
  connectWagmi,
  disconnectWagmi,
  reconnectWagmi,
  switchWagmiChain,
} from './operations/connection.js'
import { getBalance } from './operations/getBalance.js'
import { request } from './operations/request.js'
import { sendToken } from './operations/sendToken.js'
import { estimateGas, sendTransaction } from './operations/sendTransaction.js'
import { signMessage } from './operations/signMessage.js'
import type { WagmiConnection } from './operations/types.js'
import { waitForReceipt } from './operations/waitForReceipt.js'
import { writeContract } from './operations/writeContract.js'
import { createWagmiSiwx } from './siwx/createWagmiSiwx.js'
import { createWagmiWalletCalls } from './wallet/createWagmiWalletCalls.js'

/** The @wagmi/core half of `wagmiAdapter`, loaded with `import()` on first use. */
export type WagmiImplementation = ReturnType<typeof createWagmiImplementation>

export type WagmiImplementationParameters = WagmiConnection

/** Docs: /adapters-wagmi/wagmiAdapter#loading. Each wagmi operation bound to the config. */
export function createWagmiImplementation(connection: WagmiImplementationParameters) {
  const { config, context, tokens } = connection
  const siwx = createWagmiSiwx({ config })
  const profiles = createWagmiProfiles({ config, context })
  type Params<F extends (c: WagmiConnection, p: never) => unknown> = Parameters<F>[1]

  return {
    ...createWagmiWalletCalls({ config }),
    verifySiwx: siwx.verifySiwx,
    getTokenBalances: (p: Parameters<typeof readWagmiTokenBalances>[1]) =>
      readWagmiTokenBalances({ config, context, tokens }, p),
    estimateFees: (p: { network: Network }) => estimateWagmiFees(config, p),
    getProfile: profiles.getProfile,
    connect: (p: Params<typeof connectWagmi>) => connectWagmi(connection, p),
    reconnect: (p: Params<typeof reconnectWagmi>) => reconnectWagmi(connection, p),
    disconnect: (p: Params<typeof disconnectWagmi>) => disconnectWagmi(connection, p),
    switchChain: (p: Params<typeof switchWagmiChain>) => switchWagmiChain(connection, p),
    getBalance: (p: Params<typeof getBalance>) => getBalance(connection, p),
    signMessage: (p: Params<typeof signMessage>) => signMessage(connection, p),
    sendTransaction: (p: Params<typeof sendTransaction>) => sendTransaction(connection, p),
    estimateGas: (p: Params<typeof estimateGas>) => estimateGas(connection, p),
    writeContract: (p: Params<typeof writeContract>) => writeContract(connection, p),
    sendToken: (p: Params<typeof sendToken>) => sendToken(connection, p),
    request: (p: Params<typeof request>) => request(connection, p),
    waitForReceipt: (p: Params<typeof waitForReceipt>) => waitForReceipt(connection, p),
    isSendAddress: (address: string) => isEip155SendAddress(address),
  }
}
