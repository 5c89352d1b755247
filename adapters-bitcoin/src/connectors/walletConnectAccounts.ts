import { hexToBytes } from '@noble/hashes/utils.js'
import type { CaipNetworkId, Network, PairingClient, PairingNamespace } from '@walletport/core'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import type { BitcoinAccount } from './BitcoinConnector.js'
import { field } from './walletConnectSigning.js'

/**
 * How long a silent connect (a reconnect, a reload) waits for the wallet's
 * `getAccountAddresses` before it makes do with the session's addresses: a phone wallet in
 * the background answers only once opened, and the page must not wait on it.
 */
const SILENT_WAIT = 3_000

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

/** the session's addresses on a network, as payment accounts */
function sessionAccounts(current: PairingNamespace, networkId: CaipNetworkId): BitcoinAccount[] {
  return current.caipAddresses
    .filter((caip) => caip.startsWith(`${networkId}:`))
    .map(
      (caip): BitcoinAccount => ({ address: caip.slice(networkId.length + 1), purpose: 'payment' }),
    )
}

async function askAddresses(
  pairing: PairingClient,
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

/** the answer of `asking`, or undefined after SILENT_WAIT or on a failure */
async function withinSilentWait<T>(asking: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, SILENT_WAIT, undefined)
  })
  // a silent connect never fails on the wallet: the session's addresses will do
  const answer = await Promise.race([asking.catch(() => undefined), late])
  clearTimeout(timer)
  return answer
}

/**
 * The accounts of the session on `network`, opening (or, silently, restoring) the session
 * first: getAccountAddresses' answer, asked once per session and network (`known`), else the
 * session's own addresses.
 */
export async function connectWalletConnectAccounts(
  pairing: PairingClient,
  known: Map<string, readonly BitcoinAccount[]>,
  p: { network: Network; purposes: readonly BitcoinAccountPurpose[]; silent?: boolean },
): Promise<readonly BitcoinAccount[]> {
  const entry = () => pairing.$session.get()?.namespaces.bip122
  if (!entry()) {
    if (p.silent) await pairing.restore()
    else await pairing.connect({ namespaces: ['bip122'], networks: [p.network] })
  }
  const current = entry()
  if (!current) return []
  const networkId = p.network.caipNetworkId
  const key = `${pairing.$session.get()?.topic} ${networkId}`
  const cached = known.get(key)
  if (cached) return cached
  const asking = askAddresses(pairing, current, networkId, p.purposes).then((accounts) => {
    if (accounts) known.set(key, accounts)
    return accounts
  })
  const accounts = p.silent ? await withinSilentWait(asking) : await asking
  return accounts?.length ? accounts : sessionAccounts(current, networkId)
}
