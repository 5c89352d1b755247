import type { DataSource, Identity, Logger, Network } from '@walletport/core'
import { IDENTITY_CACHE_TIME } from '@walletport/core'
import { type Address, type Client, isAddress } from 'viem'

export type ProfileReaderParameters = {
  /** the hosted data service, when the kit has one */
  getDataSource(): DataSource | undefined
  /** a client on the network that holds ENS (mainnet by default); undefined when there is none */
  getEnsClient(): Client | undefined
  universalResolverAddress?: Address | undefined
  cacheTime?: number | undefined
  now?: (() => number) | undefined
  log?: Logger | undefined
}

export type ProfileReader = {
  getProfile(p: { address: string; network: Network }): Promise<Identity>
  clear(): void
}

const EMPTY: Identity = { name: null, avatar: null }

/**
 * Docs: /adapters-evm/identity. Name and avatar of an account on a non-test EVM network: the
 * data service first, then ENS over RPC; cleared (nulls) on testnets and other namespaces.
 * Answers are kept 5 minutes per address; failures are not kept.
 */
export function createProfileReader({
  getDataSource,
  getEnsClient,
  universalResolverAddress,
  cacheTime = IDENTITY_CACHE_TIME,
  now = Date.now,
  log,
}: ProfileReaderParameters): ProfileReader {
  const cache = new Map<string, { identity: Identity; at: number }>()
  const pending = new Map<string, Promise<Identity>>()

  async function lookUp(address: string, network: Network): Promise<Identity> {
    const dataSource = getDataSource()
    if (dataSource) {
      try {
        const identity = await dataSource.getIdentity({ address, network })
        if (identity.name || identity.avatar) return identity
      } catch (error) {
        log?.warn('identity: the data service failed, reading ENS instead', error)
      }
    }
    return isAddress(address, { strict: false }) ? readEns(address) : EMPTY
  }

  async function readEns(address: Address): Promise<Identity> {
    const client = getEnsClient()
    if (!client) return EMPTY
    // ENS code loads only when a profile is first read
    const { readEnsProfile } = await import('./readEnsProfile.js')
    return readEnsProfile({
      client,
      address,
      universalResolverAddress,
      onAvatarError: (error) => log?.debug('identity: no readable ENS avatar', error),
    })
  }

  return {
    async getProfile({ address, network }) {
      if (network.chainNamespace !== 'eip155' || network.testnet) return EMPTY
      const key = address.toLowerCase()
      const hit = cache.get(key)
      if (hit && now() - hit.at < cacheTime) return hit.identity
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const request = lookUp(address, network)
        .then((identity) => {
          cache.set(key, { identity, at: now() })
          return identity
        })
        .catch((error: unknown) => {
          log?.warn('identity: cannot read the profile', error)
          return EMPTY
        })
        .finally(() => pending.delete(key))
      pending.set(key, request)
      return request
    },
    clear() {
      cache.clear()
    },
  }
}
