import type { BaseErrorType } from '../../errors/base.js'
import {
  type DataSourceMethodMissingErrorType,
  type OnrampAmountErrorType,
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
  OnrampWindowBlockedError,
  type OnrampWindowBlockedErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { InvalidDecimalErrorType } from '../../errors/rules.js'
import type { Kit } from '../../kit/types.js'
import { ensureOnrampStore } from '../featureStores.js'
import { requireAccount } from '../requireAccount.js'
import { requireDataSource } from '../requireDataSource.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import type { OnrampWindow } from './openOnrampWindow.js'
import { readOnrampForm } from './readOnrampForm.js'
import { watchPurchaseReturn } from './watchPurchaseReturn.js'

export type OpenOnrampParameters = {
  /**
   * the provider's window, opened blank in the click with `openOnrampWindow()`: it is pointed
   * at the page when the URL arrives and closed if the request fails. `null` when the browser
   * refused it (OnrampWindowBlockedError). Takes precedence over `open`.
   */
  window?: OnrampWindow | null | undefined
  /** opens the page; a new tab (window.open) by default, where there is a window */
  open?: (url: string) => void
  signal?: AbortSignal
}
/** the provider page that was opened */
export type OpenOnrampReturnType = string
export type OpenOnrampErrorType =
  | InvalidDecimalErrorType
  | OnrampWindowBlockedErrorType
  | OnrampAmountErrorType
  | OnrampUnavailableErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

function openInNewTab(url: string) {
  globalThis.open?.(url, '_blank', 'noopener,noreferrer')
}

/**
 * Docs: /core/actions/openOnramp. Has the data service generate the on-ramp provider's page
 * for the on-ramp form (the connected address as the destination wallet, the amount preset)
 * and opens it: in `window` (opened in the click) when given, else with `open`. While the page
 * is open the on-ramp state is `purchasePending`; when the visitor comes back, the balance and
 * history are read again. Throws OnrampUnavailableError where the on-ramp is not served, and
 * OnrampWindowBlockedError when the browser refused the window.
 */
export async function openOnramp(
  kit: Kit,
  { window: target, open = openInNewTab, signal }: OpenOnrampParameters = {},
): Promise<OpenOnrampReturnType> {
  if (target === null) throw new OnrampWindowBlockedError()
  try {
    const url = await requestOnrampUrl(kit, signal)
    if (target) target.navigate(url)
    else open(url)
    watchPurchaseReturn(kit)
    return url
  } catch (error) {
    // a blank window left open would look like the provider hung
    target?.close()
    throw error
  }
}

async function requestOnrampUrl(kit: Kit, signal: AbortSignal | undefined): Promise<string> {
  const { address, network } = requireAccount(kit)
  const source = requireDataSource(kit, 'getOnrampUrl')
  const store = ensureOnrampStore(kit)
  if (!store.$onramp.get().options) await fetchOnrampOptions(kit, { signal })
  const form = readOnrampForm(store.$onramp.get(), network)
  const blockchain = form.networkName ?? network.chainNamespace
  const page = await source.getOnrampUrl({
    network,
    destinationWallets: [
      { address, blockchains: [blockchain], assets: [form.purchaseCurrency.symbol] },
    ],
    defaultNetwork: blockchain,
    partnerUserId: address,
    presetFiatAmount: Number(form.amount),
    signal,
  })
  if (!page)
    throw new OnrampUnavailableError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  return page.url
}
