import { FEATURE_NAMESPACES, TOKEN_BALANCE_RETRY_GATE } from '../../constants.js'
import type { BaseErrorType } from '../../errors/base.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import type { TokenBalance } from '../../types/account.js'
import { filterLowQualityTokens } from '../../utils/filterLowQualityTokens.js'
import { findNativeBalance } from '../findNativeBalance.js'
import { type ActiveAccount, getAccountKey, requireAccount } from '../requireAccount.js'

export type FetchSendTokenBalancesParameters = {
  /** reads again even within 30 s of a failed read */
  force?: boolean
}
/** the rows the token picker offers, low-quality ones dropped */
export type FetchSendTokenBalancesReturnType = readonly TokenBalance[]
export type FetchSendTokenBalancesErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

// the adapter's capability (which asks the data source itself), else the data source, else
// the native balance alone, so that the picker always offers what can be sent
async function readRows(kit: Kit, { adapter, address, network, namespace }: ActiveAccount) {
  const capability = adapter.capabilities.getTokenBalances
  if (capability) return capability({ address, network })
  const source = kit.options.dataSource
  if (source && (FEATURE_NAMESPACES.balances as readonly string[]).includes(namespace)) {
    try {
      return await source.getTokenBalances({ address, network })
    } catch (error) {
      kit.log.warn('fetchSendTokenBalances: the data source failed; reading the chain', error)
    }
  }
  const balance = await adapter.getBalance({ address, network })
  const native: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: balance.symbol,
    chainId: network.caipNetworkId,
    value: 0,
    price: 0,
    quantity: { decimals: String(balance.decimals), numeric: balance.formatted },
    iconUrl: network.assets?.imageUrl ?? '',
  }
  return [native]
}

/**
 * Docs: /core/actions/fetchSendTokenBalances. Reads the account's token balances for the send
 * form's token picker: sets `tokenBalances`, the network balance
 * in USD and `loading`. After a failed read, reads again only once 30 s have passed (the
 * token balance retry gate; `lastRetry` says when it failed) unless `force` is set.
 */
export async function fetchSendTokenBalances(
  kit: Kit,
  { force }: FetchSendTokenBalancesParameters = {},
): Promise<FetchSendTokenBalancesReturnType> {
  const account = requireAccount(kit)
  const { send } = kit._internal
  const { lastRetry, tokenBalances } = send.$store.get()
  if (!force && lastRetry !== undefined && Date.now() - lastRetry < TOKEN_BALANCE_RETRY_GATE)
    return tokenBalances
  send.update({ loading: true })
  try {
    const rows = filterLowQualityTokens(await readRows(kit, account))
    if (getAccountKey(kit) === account.key) {
      const native = findNativeBalance(rows, account.network)
      send.update({
        tokenBalances: rows,
        networkBalanceInUSD: native ? String(native.value) : undefined,
        loading: false,
        lastRetry: undefined,
      })
    }
    return rows
  } catch (error) {
    send.update({ loading: false, lastRetry: Date.now() })
    throw error
  }
}
