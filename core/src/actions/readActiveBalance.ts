import { BALANCE_CACHE_TIME, FEATURE_NAMESPACES } from '../constants.js'
import { requireAccount } from '../features/requireAccount.js'
import type { Kit } from '../kit/types.js'
import type { Balance } from '../types/account.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import { filterLowQualityTokens } from '../utils/filterLowQualityTokens.js'
import type { FetchBalanceReturnType } from './fetchBalance.js'

// the data service answers token rows; the native one has no token address
async function fromDataSource(
  kit: Kit,
  adapter: ChainAdapter,
  namespace: ChainNamespace,
  address: string,
  network: Network,
  forceUpdate: boolean | undefined,
): Promise<Balance | undefined> {
  const source = kit.options.dataSource
  if (!source || !(FEATURE_NAMESPACES.balances as readonly string[]).includes(namespace)) return
  try {
    const rows = filterLowQualityTokens(
      await source.getTokenBalances({ address, network, forceUpdate }),
    )
    if (isStillShown(kit, namespace, address, network))
      kit._internal.chains.updateAccount(namespace, { tokenBalance: rows })
    const native = rows.find((row) => !row.address && row.chainId === network.caipNetworkId)
    if (!native) return
    const { decimals } = network.nativeCurrency
    return {
      value: adapter.parseUnits(native.quantity.numeric, decimals),
      decimals,
      symbol: native.symbol,
      formatted: native.quantity.numeric,
    }
  } catch (error) {
    kit.log.warn('fetchBalance: the data source failed; reading the chain instead', error)
    return
  }
}

/** whether the account read is still the one shown, on the same supported network */
function isStillShown(kit: Kit, namespace: ChainNamespace, address: string, network: Network) {
  const chain = kit._internal.chains.get(namespace)
  return (
    chain?.account.address === address &&
    chain.activeNetwork.caipNetworkId === network.caipNetworkId &&
    !chain.unsupportedNetworkId
  )
}

/** fetchBalance's work, loaded on its first call (see fetchBalance.ts). */
export async function readActiveBalance(
  kit: Kit,
  namespace: ChainNamespace,
  force: boolean | undefined,
): Promise<FetchBalanceReturnType> {
  const { chains, balances } = kit._internal
  const { address, network, adapter, key } = requireAccount(kit, namespace)
  const cached = balances.get(key)
  let balance =
    !force && cached && Date.now() - cached.at < BALANCE_CACHE_TIME ? cached.balance : undefined
  if (!balance) {
    balance =
      (await fromDataSource(kit, adapter, namespace, address, network, force)) ??
      (await adapter.getBalance({ address, network }))
    balances.set(key, { at: Date.now(), balance })
  }
  // the account or its network may have changed while the balance was read
  if (isStillShown(kit, namespace, address, network))
    chains.updateAccount(namespace, { balance: balance.formatted, balanceSymbol: balance.symbol })
  return balance
}
