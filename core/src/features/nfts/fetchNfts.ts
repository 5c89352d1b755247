import { RequestAbortedError } from '@walletport/blockchain-api'
import type { BaseErrorType } from '../../errors/base.js'
import {
  DataSourceMethodMissingError,
  type DataSourceMethodMissingErrorType,
  NftListError,
  type NftListErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import type { Nft } from '../../types/nft.js'
import { ensureNftStore } from '../featureStores.js'
import { getAccountKey, requireAccount } from '../requireAccount.js'
import type { NftsState } from './createNftStore.js'
import { readNftsFromHistory } from './readNftsFromHistory.js'

export type FetchNftsParameters = { signal?: AbortSignal }
export type FetchNftsReturnType = NftsState
export type FetchNftsErrorType =
  | NftListErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

async function readNfts(kit: Kit, p: ReturnType<typeof requireAccount>, signal?: AbortSignal) {
  const source = kit.options.dataSource
  const read = { address: p.address, network: p.network, signal }
  if (source?.getNfts) return source.getNfts(read)
  if (source?.getTransactions)
    return readNftsFromHistory({ getTransactions: source.getTransactions.bind(source) }, read)
  throw new DataSourceMethodMissingError({ method: 'getNfts' })
}

/**
 * Docs: /core/actions/fetchNfts. Reads the NFTs of the active account on the active network
 * into the NFT list (`getNftsState`): from the data source's `getNfts` when it has one, else
 * from what the account's history shows it received and still holds (the hosted data
 * service lists NFTs only there). Spam-flagged NFTs and other networks' are left out. A
 * failure leaves the list empty and `failed`, and throws NftListError; a read for an
 * account or network no longer active is dropped.
 */
export async function fetchNfts(
  kit: Kit,
  { signal }: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  const account = requireAccount(kit)
  const store = ensureNftStore(kit)
  const { key, network } = account
  // another account's list is never shown while this one loads
  if (store.$nfts.get().key !== key) store.reset()
  store.update({ key, loading: true, failed: false })
  const current = () => getAccountKey(kit) === key && store.$nfts.get().key === key
  let nfts: readonly Nft[]
  try {
    nfts = await readNfts(kit, account, signal)
  } catch (cause) {
    const aborted = signal?.aborted === true || cause instanceof RequestAbortedError
    // no source of NFTs is nothing to show, not a failure
    const missing = cause instanceof DataSourceMethodMissingError
    if (current())
      store.update({
        loading: false,
        failed: !aborted && !missing,
        nfts: aborted ? store.$nfts.get().nfts : [],
      })
    if (aborted || missing) throw cause
    throw new NftListError({ cause })
  }
  if (current()) {
    const shown = nfts.filter((nft) => !nft.isSpam && nft.network === network.caipNetworkId)
    store.update({ nfts: shown, loading: false, failed: false })
  }
  return store.$nfts.get()
}
