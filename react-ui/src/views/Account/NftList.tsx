import { useStore } from '@nanostores/react'
import { $nftsState, DataSourceMethodMissingError, fetchNfts } from '@walletport/core'
import { useEffect } from 'react'
import { Logo } from '../../components/Logo.js'
import { SkeletonList } from '../../components/SkeletonList.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * The account's NFTs through core's fetchNfts, read when the tab opens and again for
 * another account or network: each with its image (a monogram when the image fails or takes
 * over 2 s), name and, when known, collection. A failed read says so; it never spins on.
 */
export function NftList() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { nfts, loading, failed, key } = useStore($nftsState(kit))
  const { address } = useStore(kit.$account)
  const { caipNetworkId } = useStore(kit.$activeNetwork)
  const current = address ? `${caipNetworkId}:${address}` : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: another network is another list
  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    fetchNfts(kit, { signal: controller.signal }).catch((error: unknown) => {
      // no NFT source is the empty list; the rest is the failed state, logged
      if (!controller.signal.aborted && !(error instanceof DataSourceMethodMissingError))
        kit.log.warn('the NFTs could not be read', error)
    })
    // a read left behind would write into a list nobody shows
    return () => controller.abort()
  }, [kit, address, caipNetworkId])

  // until this account's read starts, the list is another account's: show it loading
  if (loading || key !== current) return <SkeletonList label={t('nfts.loading')} />
  if (failed) return <p className="wp-empty">{t('nfts.failed')}</p>
  if (!nfts.length) return <p className="wp-empty">{t('account.noNfts')}</p>
  return (
    <ul className="wp-list wp-nfts" aria-label={t('account.nfts')}>
      {nfts.map((nft) => (
        <li key={nft.id} className="wp-nft">
          <Logo name={nft.name} src={nft.imageUrl} size="lg" />
          <span className="wp-nft-name">{nft.name}</span>
          {nft.collection && (
            <span className="wp-nft-collection">
              {t('nfts.collection', { collection: nft.collection })}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
