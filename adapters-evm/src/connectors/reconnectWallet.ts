import type { AdapterContext, Connected, LoadOnce } from '@walletport/core'
import type { EvmImplementation } from '../createEvmImplementation.js'
import type { EvmAdapterOptions } from '../evmAdapter.js'
import { WALLET_CONNECT_ID } from './connectorIds.js'
import type { ProviderRegistry } from './createProviderRegistry.js'

/**
 * how long reconnect waits for a wallet to announce itself after a page load. Here, not in
 * ../constants.ts: that file reads core's constants, and reconnect runs with the page (issue 13)
 */
const ANNOUNCE_WAIT = 1_000

export type ReconnectHost = {
  registry: ProviderRegistry
  load: LoadOnce<EvmImplementation>
  context: AdapterContext | undefined
  options: EvmAdapterOptions
}

/**
 * Docs: /adapters-evm/evmAdapter#reconnect. Restores a wallet that still authorises the
 * page, without a prompt; undefined otherwise. The wallet code loads only when there is one.
 */
export async function reconnectWallet(
  { registry, load, context, options }: ReconnectHost,
  { connectorId }: { connectorId: string },
): Promise<Connected | undefined> {
  const provider = await registry.waitFor(connectorId, options.announceWait ?? ANNOUNCE_WAIT)
  if (!provider) return undefined
  try {
    // a stored session comes back first (once, however many ask); none: not authorised
    if (connectorId === WALLET_CONNECT_ID && !(await context?.pairing?.restore())) return undefined
    // eth_accounts never prompts: an empty answer means the wallet no longer authorises us
    const accounts = await provider.request({ method: 'eth_accounts' })
    // nothing to restore, so no wallet code to load
    if (!isAccountList(accounts)) return undefined
    return await (await load()).restore({ connectorId, provider, accounts })
  } catch (error) {
    context?.log.warn(`eip155: cannot reconnect ${connectorId}`, error)
    return undefined
  }
}

/** a non-empty list of 0x addresses, as a wallet that still authorises the page answers */
function isAccountList(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && /^0x[0-9a-fA-F]{40}$/.test(item))
  )
}
