import type { BaseErrorType } from '../errors/base.js'
import {
  type DataSourceMethodMissingErrorType,
  type OnrampAmountErrorType,
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
} from '../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { InvalidDecimalErrorType } from '../errors/rules.js'
import { getOnrampStore } from '../features/featureStores.js'
import { readOnrampForm } from '../features/onramp/readOnrampForm.js'
import { requireAccount } from '../features/requireAccount.js'
import { requireDataSource } from '../features/requireDataSource.js'
import type { Kit } from '../kit/types.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'

export type OpenOnrampParameters = {
  /** opens the page; a new tab (window.open) by default, where there is a window */
  open?: (url: string) => void
  signal?: AbortSignal
}
/** the provider page that was opened */
export type OpenOnrampReturnType = string
export type OpenOnrampErrorType =
  | InvalidDecimalErrorType
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
 * and opens it. Throws OnrampUnavailableError where the on-ramp is not served.
 */
export async function openOnramp(
  kit: Kit,
  { open = openInNewTab, signal }: OpenOnrampParameters = {},
): Promise<OpenOnrampReturnType> {
  const { address, network } = requireAccount(kit)
  const source = requireDataSource(kit, 'getOnrampUrl')
  const store = getOnrampStore(kit)
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
  open(page.url)
  return page.url
}
