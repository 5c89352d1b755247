import { utf8ToBytes } from '@noble/hashes/utils.js'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { InvalidWalletResponseError, WalletFeatureMissingError } from '../errors.js'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_PSBT,
  type BitcoinStandardWallet,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
} from './features.js'
import { hasFeature, isBytes, isRecord, isStringArray } from './guards.js'
import { walletStandardInfo } from './isBitcoinStandardWallet.js'

type ParsedAccount = { wallet: WalletAccount; account: BitcoinAccount }

/** A WalletAccount as the Wallet Standard defines it: address, key bytes, chains, features. */
function isWalletAccount(value: unknown): value is WalletAccount & { purpose?: unknown } {
  return (
    isRecord(value) &&
    typeof value.address === 'string' &&
    value.address.length > 0 &&
    isBytes(value.publicKey) &&
    isStringArray(value.chains) &&
    isStringArray(value.features)
  )
}

function parseAccount(value: unknown): ParsedAccount | undefined {
  if (!isWalletAccount(value)) return undefined
  if (value.purpose !== undefined && value.purpose !== 'payment' && value.purpose !== 'ordinal')
    return undefined
  const publicKey = Uint8Array.from(value.publicKey)
  const account: BitcoinAccount = {
    address: value.address,
    // the default account type of bip122 is payment
    purpose: value.purpose ?? 'payment',
    ...(publicKey.length ? { publicKey } : {}),
  }
  return { wallet: value, account }
}

function parseAccounts(wallet: string, value: unknown): ParsedAccount[] {
  if (!Array.isArray(value))
    throw new InvalidWalletResponseError({ wallet, issue: 'accounts is not an array' })
  return value.map((item, index) => {
    const parsed = parseAccount(item)
    if (!parsed)
      throw new InvalidWalletResponseError({ wallet, issue: `account ${index} is malformed` })
    return parsed
  })
}

async function signStandardMessage(
  wallet: BitcoinStandardWallet,
  account: WalletAccount,
  message: string,
): Promise<string> {
  const feature = wallet.features[BITCOIN_SIGN_MESSAGE]
  if (!feature)
    throw new WalletFeatureMissingError({ wallet: wallet.name, feature: BITCOIN_SIGN_MESSAGE })
  const outputs: unknown = await feature.signMessage({ account, message: utf8ToBytes(message) })
  const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined
  if (!isRecord(first) || typeof first.signature !== 'string' || !first.signature)
    throw new InvalidWalletResponseError({
      wallet: wallet.name,
      issue: 'signMessage returned no signature',
    })
  return first.signature
}

function watchStandardAccounts(
  wallet: BitcoinStandardWallet,
  listener: (accounts: ParsedAccount[]) => void,
): () => void {
  const events = wallet.features[STANDARD_EVENTS]
  if (!events) return () => {}
  return events.on('change', (properties: unknown) => {
    // only account changes matter here; chains and features changes are re-read on use
    if (!isRecord(properties) || !('accounts' in properties)) return
    const accounts = Array.isArray(properties.accounts) ? properties.accounts : []
    listener(accounts.map(parseAccount).filter((p) => p !== undefined))
  })
}

/** Wraps a discovered Wallet Standard wallet in the adapter's connector seam. */
export function createWalletStandardConnector(wallet: BitcoinStandardWallet): BitcoinConnector {
  const name = wallet.name
  // the WalletAccount objects the wallet gave, to hand back when asking it to sign
  const known = new Map<string, WalletAccount>()
  const remember = (parsed: readonly ParsedAccount[]) => {
    for (const { wallet: walletAccount, account } of parsed)
      known.set(account.address, walletAccount)
    return parsed.map((p) => p.account)
  }
  const walletAccountOf = (account: BitcoinAccount): WalletAccount => {
    const found =
      known.get(account.address) ?? wallet.accounts.find((a) => a.address === account.address)
    if (!found)
      throw new InvalidWalletResponseError({
        wallet: name,
        issue: `account ${account.address} is not one the wallet shared`,
      })
    return found
  }

  return {
    ...walletStandardInfo(wallet),
    provider: wallet,
    supports: ({ chain }) => wallet.chains.includes(chain),
    async connect({ chain, purposes, silent }) {
      const output: unknown = await wallet.features[BITCOIN_CONNECT].connect({
        chain,
        purposes,
        ...(silent ? { silent } : {}),
      })
      if (!isRecord(output))
        throw new InvalidWalletResponseError({ wallet: name, issue: 'connect returned no object' })
      return remember(parseAccounts(name, output.accounts))
    },
    async disconnect() {
      known.clear()
      const features: unknown = wallet.features
      if (hasFeature(features, STANDARD_DISCONNECT, 'disconnect'))
        await wallet.features[STANDARD_DISCONNECT]?.disconnect()
    },
    async signPsbt({ chain, account, psbt, inputsToSign }) {
      const outputs: unknown = await wallet.features[BITCOIN_SIGN_PSBT].signPsbt({
        account: walletAccountOf(account),
        chain,
        psbt,
        inputsToSign,
      })
      const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined
      if (!isRecord(first) || !isBytes(first.signedPsbt))
        throw new InvalidWalletResponseError({
          wallet: name,
          issue: 'signPsbt returned no PSBT bytes',
        })
      return Uint8Array.from(first.signedPsbt)
    },
    ...(hasFeature(wallet.features, BITCOIN_SIGN_MESSAGE, 'signMessage')
      ? {
          signMessage: ({ account, message }) =>
            signStandardMessage(wallet, walletAccountOf(account), message),
        }
      : {}),
    ...(hasFeature(wallet.features, STANDARD_EVENTS, 'on')
      ? { watchAccounts: (listener) => watchStandardAccounts(wallet, (p) => listener(remember(p))) }
      : {}),
  }
}
