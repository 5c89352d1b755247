import type { BaseErrorType } from '../errors/base.js'
import {
  NetworkOrAddressUndefinedError,
  type NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Identity } from '../types/dataSource.js'

export type SyncIdentityParameters = {
  /** the active namespace by default */
  namespace?: ChainNamespace
  /** abandons the sync: nothing is written once it is aborted */
  signal?: AbortSignal
}
/** what was written: nulls where nothing was found, and always on non-EVM and test networks */
export type SyncIdentityReturnType = Identity
export type SyncIdentityErrorType = NetworkOrAddressUndefinedErrorType | BaseErrorType

/**
 * Docs: /core/actions/syncIdentity. Reads the name and avatar of a connected account and
 * writes them as its profileName and profileImage. Only eip155
 * on non-test networks: 1. the data source's identity; 2. where that has no name, the adapter's
 * `getProfile`; 3. where there is still none, the data source's names for the address. A step
 * that fails is logged and skipped. On other namespaces and on testnets both are cleared.
 */
export async function syncIdentity(
  kit: Kit,
  { namespace = kit.$activeNamespace.get(), signal }: SyncIdentityParameters = {},
): Promise<SyncIdentityReturnType> {
  const { chains, adapters } = kit._internal
  const chain = chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address) throw new NetworkOrAddressUndefinedError()
  const network = chain.activeNetwork
  const identity: Identity = { name: null, avatar: null }

  if (namespace === 'eip155' && !network.testnet) {
    const source = kit.options.dataSource
    const profile = adapters.get(namespace)?.capabilities.getProfile
    const steps = [
      source && (() => source.getIdentity({ address, network, signal })),
      profile && (() => profile({ address, network })),
      source?.getNamesForAddress &&
        (async () => {
          const names = await source.getNamesForAddress?.({ address, network, signal })
          return { name: names?.[0]?.name ?? null, avatar: null }
        }),
    ]
    for (const step of steps) {
      if (!step || identity.name || signal?.aborted) continue
      try {
        const found = await step()
        identity.name = found?.name || null
        identity.avatar ||= found?.avatar || null
      } catch (error) {
        if (signal?.aborted) break
        kit.log.warn('syncIdentity: a source failed; trying the next one', error)
      }
    }
  }
  // a newer sync, or another account, owns the profile now
  if (!signal?.aborted && chains.get(namespace)?.account.address === address)
    chains.updateAccount(namespace, {
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  return identity
}
