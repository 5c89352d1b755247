import { type KeyboardEvent, useState } from 'react'
import { SearchField } from '../../components/SearchField.js'
import { SkeletonList } from '../../components/SkeletonList.js'
import { VisuallyHidden } from '../../components/VisuallyHidden.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { NoWalletButton } from '../../wallets/NoWalletButton.js'
import { useChooseWallet } from '../../wallets/useChooseWallet.js'
import { useWalletLogos } from '../../wallets/useWalletLogos.js'
import type { ViewProps } from '../types.js'
import { useAllWallets } from './useAllWallets.js'
import { WalletGrid } from './WalletGrid.js'

// placeholder tiles while the first page loads: three rows of the grid
const SKELETON_TILES = 12

/**
 * Every wallet, installed ones first and marked. A keystroke filters the wallets already
 * listed at once; the search of all of them (the explorer, else the bundled registry) joins
 * after at least 300 ms. The grid renders only the rows in view, and reads the explorer's
 * next page as its end comes into view, so thousands of wallets stay instant. Placeholder
 * tiles hold the grid's place while the first page or a search loads.
 */
export function AllWallets(_: ViewProps) {
  const { t } = useMessages()
  const logoFor = useWalletLogos()
  const choose = useChooseWallet()
  const [query, setQuery] = useState('')
  const { list, results, searching, loading, trimmed, onNearEnd } = useAllWallets(query)
  const waiting = searching || (loading && !trimmed)

  // the modal leaves an Escape in a search with text to the search (isEscapeForField)
  const clearOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !(event.target instanceof HTMLInputElement) || !query) return
    event.preventDefault()
    setQuery('')
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the Escape comes from the search field inside
    <div className="wp-stack" onKeyDown={clearOnEscape}>
      <SearchField label={t('allWallets.search')} value={query} onChange={setQuery} />
      <VisuallyHidden role="status">
        {searching
          ? t('allWallets.searching')
          : results && t('allWallets.results', { count: list.length })}
      </VisuallyHidden>
      {list.length && !(loading && !trimmed) ? (
        <WalletGrid
          wallets={list}
          label={t('allWallets.list')}
          logoFor={logoFor}
          onChoose={choose}
          onNearEnd={onNearEnd}
          resetKey={trimmed}
        />
      ) : waiting ? (
        <SkeletonList
          label={searching ? t('allWallets.searching') : t('allWallets.loading')}
          count={SKELETON_TILES}
          layout="tile"
          announce={false}
        />
      ) : (
        <p className="wp-empty">{t('allWallets.noResults')}</p>
      )}
      <NoWalletButton />
    </div>
  )
}
