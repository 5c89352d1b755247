import { hexToBytes } from '@noble/hashes/utils.js'
import {
  type CaipNetworkId,
  type PairingClient,
  type PairingNamespace,
  RequestBeforeConnectError,
} from '@walletport/core'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import type { BitcoinAccount, BitcoinConnector } from './BitcoinConnector.js'
import { WALLET_CONNECT_INFO } from './ConnectorSource.js'

/**
 * How long a silent connect (a reconnect, a reload) waits for the wallet's
 * `getAccountAddresses` before it makes do with the session's addresses: a phone wallet in
 * the background answers only once opened, and the page must not wait on it.
 */
const SILENT_WAIT = 3_000

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? Reflect.get(value, key) : undefined
}

/** WalletConnect's getAccountAddresses answer; rows that are not addresses are dropped */
function readAddresses(answer: unknown): BitcoinAccount[] | undefined {
  if (!Array.isArray(answer)) return undefined
  const accounts: BitcoinAccount[] = []
  for (const row of answer) {
    const address = field(row, 'address')
    if (typeof address !== 'string' || !address) continue
    const intention = field(row, 'intention')
    const publicKey = field(row, 'publicKey')
    const path = field(row, 'path')
    let key: Uint8Array | undefined
    try {
      key = typeof publicKey === 'string' && publicKey ? hexToBytes(publicKey) : undefined
    } catch {
      // a key that is not hex is left out: the account can still receive and sign messages
    }
    accounts.push({
      address,
      purpose: intention === 'ordinal' ? 'ordinal' : 'payment',
      ...(key && (key.length === 32 || key.length === 33) && { publicKey: key }),
      ...(typeof path === 'string' && path && { path }),
    })
  }
  return accounts
}

/**
 * Docs: /adapters-bitcoin/createWalletConnectConnector. The bip122 namespace of the kit's
 * WalletConnect session as a BitcoinConnector: `connect` reads the accounts with
 * `getAccountAddresses` (with their public keys, which spending from taproot and p2sh needs),
 * falling back to the session's own addresses; `signPsbt` sends a base64 PSBT with its
 * `signInputs` and `broadcast: false` (the adapter checks and broadcasts); `signMessage`;
 * `watchAccounts` follows the session's account changes and its end. The bitcoin adapter adds
 * it by itself when the kit has pairing on.
 */
export function createWalletConnectConnector(pairing: PairingClient): BitcoinConnector {
  // what getAccountAddresses answered, per session and network: asked once
  const known = new Map<string, readonly BitcoinAccount[]>()
  const entry = () => pairing.$session.get()?.namespaces.bip122

  /** the session's addresses on a network, as payment accounts */
  const sessionAccounts = (current: PairingNamespace, networkId: CaipNetworkId) =>
    current.caipAddresses
      .filter((caip) => caip.startsWith(`${networkId}:`))
      .map(
        (caip): BitcoinAccount => ({
          address: caip.slice(networkId.length + 1),
          purpose: 'payment',
        }),
      )

  async function askAddresses(
    current: PairingNamespace,
    networkId: CaipNetworkId,
    purposes: readonly BitcoinAccountPurpose[],
  ): Promise<readonly BitcoinAccount[] | undefined> {
    const [first] = sessionAccounts(current, networkId)
    if (!first || !current.methods.includes('getAccountAddresses')) return undefined
    const answer = await pairing.request({
      method: 'getAccountAddresses',
      params: { account: first.address, intentions: purposes },
      networkId,
    })
    const accounts = readAddresses(answer)
    if (!accounts)
      throw new InvalidWalletResponseError({
        wallet: 'WalletConnect',
        issue: 'getAccountAddresses did not answer a list of addresses',
      })
    return accounts
  }

  return {
    ...WALLET_CONNECT_INFO,
    provider: pairing.getProvider('bip122'),

    supports({ network }) {
      // before a session any network can be asked for; after, only those it approved
      const current = entry()
      return !current || current.chains.includes(network.caipNetworkId)
    },

    async connect({ network, purposes, silent }) {
      if (!entry()) {
        if (silent) await pairing.restore()
        else await pairing.connect({ namespaces: ['bip122'], networks: [network] })
      }
      const current = entry()
      if (!current) return []
      const networkId = network.caipNetworkId
      const key = `${pairing.$session.get()?.topic} ${networkId}`
      const cached = known.get(key)
      if (cached) return cached
      const asking = askAddresses(current, networkId, purposes).then((accounts) => {
        if (accounts) known.set(key, accounts)
        return accounts
      })
      let accounts: readonly BitcoinAccount[] | undefined
      if (silent) {
        let timer: ReturnType<typeof setTimeout> | undefined
        const late = new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, SILENT_WAIT, undefined)
        })
        // a silent connect never fails on the wallet: the session's addresses will do
        accounts = await Promise.race([asking.catch(() => undefined), late])
        clearTimeout(timer)
      } else accounts = await asking
      return accounts?.length ? accounts : sessionAccounts(current, networkId)
    },

    disconnect: () => pairing.disconnect(),

    async signPsbt({ network, account, psbt, inputsToSign }) {
      const answer = await pairing.request({
        method: 'signPsbt',
        params: {
          account: account.address,
          psbt: base64(psbt),
          signInputs: inputsToSign.map(({ index, sighashTypes }) => ({
            address: account.address,
            index,
            ...(sighashTypes && { sighashTypes: [...sighashTypes] }),
          })),
          broadcast: false,
        },
        networkId: network.caipNetworkId,
      })
      const signed = field(answer, 'psbt')
      if (typeof signed !== 'string' || !signed)
        throw new InvalidWalletResponseError({
          wallet: 'WalletConnect',
          issue: 'signPsbt did not answer a base64 PSBT',
        })
      try {
        return Uint8Array.from(atob(signed), (c) => c.charCodeAt(0))
      } catch (cause) {
        throw new InvalidWalletResponseError({
          wallet: 'WalletConnect',
          issue: 'signPsbt answered a PSBT that is not base64',
          cause,
        })
      }
    },

    async signMessage({ account, message }) {
      const current = entry()
      if (!current) throw new RequestBeforeConnectError()
      const answer = await pairing.request({
        method: 'signMessage',
        params: { account: account.address, address: account.address, message },
        networkId: current.activeNetworkId,
      })
      const signature = field(answer, 'signature')
      if (typeof signature !== 'string' || !signature)
        throw new InvalidWalletResponseError({
          wallet: 'WalletConnect',
          issue: 'signMessage did not answer a signature',
        })
      return signature
    },

    watchAccounts(listener) {
      return pairing.subscribe((event) => {
        if (event.type === 'session_deleted') listener([])
        else if (event.type === 'accounts_changed' && event.namespace === 'bip122') {
          known.clear()
          listener(event.accounts.map((a) => ({ address: a.address, purpose: 'payment' })))
        }
      })
    },
  }
}
