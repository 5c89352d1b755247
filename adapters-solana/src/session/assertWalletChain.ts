import type { Wallet } from '@wallet-standard/base'
import { ChainNotSupportedError, type Network } from '@walletport/core'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'

/** 'Chain is not supported' for a public cluster the wallet does not name. */
export function assertWalletChain(wallet: Wallet, network: Network) {
  const chain = getWalletStandardChain(network)
  if (chain && !wallet.chains.includes(chain)) throw new ChainNotSupportedError()
}
