import type { ConnectorInfo } from '../connectors/ConnectorSource.js'
import { BITCOIN_CONNECT, BITCOIN_SIGN_PSBT, type BitcoinStandardWallet } from './features.js'
import { hasFeature, isRecord, isStringArray } from './guards.js'

/** True for a Wallet Standard wallet with `bitcoin:connect`, `bitcoin:signPsbt` and a bitcoin chain. */
export function isBitcoinStandardWallet(wallet: unknown): wallet is BitcoinStandardWallet {
  return (
    isRecord(wallet) &&
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    isStringArray(wallet.chains) &&
    wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
    hasFeature(wallet.features, BITCOIN_CONNECT, 'connect') &&
    hasFeature(wallet.features, BITCOIN_SIGN_PSBT, 'signPsbt')
  )
}

/** The connector id of a Wallet Standard wallet: its name, which stays the same across loads. */
export const walletStandardConnectorId = (name: string) => `walletStandard:${name}`

/** How a Wallet Standard wallet is listed, before its connector is built. */
export function walletStandardInfo(wallet: BitcoinStandardWallet): ConnectorInfo {
  return {
    id: walletStandardConnectorId(wallet.name),
    name: wallet.name,
    type: 'ANNOUNCED',
    icon: wallet.icon,
    rdns: wallet.name,
  }
}
