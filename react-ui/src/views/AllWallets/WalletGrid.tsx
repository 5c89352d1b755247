import type { ListedWallet, WalletListItem } from '@walletport/core'
import { type KeyboardEvent, useEffect } from 'react'
import { WalletButton } from '../../components/WalletButton.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { LogoFor } from '../../wallets/useWalletLogos.js'
import { getNextIndex } from './getNextIndex.js'
import { useGridScroll } from './useGridScroll.js'

// the tile grid of the stylesheet: 4 columns of 116 px tiles (room for a tag under the name),
// 6 px apart, in a 400 px scroller
export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 122
const VIEWPORT_HEIGHT = 400
const OVERSCAN_ROWS = 2
const PAGE = GRID_COLUMNS * Math.floor(VIEWPORT_HEIGHT / GRID_ROW_HEIGHT)

export type WalletGridProps = {
  wallets: readonly ListedWallet[]
  label: string
  logoFor: LogoFor
  onChoose(wallet: WalletListItem): void
  /** the end of the list came into view (by scroll or keyboard): a paged list reads more */
  onNearEnd(): void
  /** a new key (another search) starts the grid at its top */
  resetKey: string
}

/**
 * The wallets as a grid that renders only the rows in view (and a few around them), so a
 * thousand wallets cost what twenty do. One tab stop: arrow keys (mirrored right to left),
 * Page Up/Down, Home and End move through every wallet, scrolling it into view; each item
 * tells screen readers its place in the whole list.
 */
export function WalletGrid(props: WalletGridProps) {
  const { wallets, label, logoFor, onChoose, onNearEnd, resetKey } = props
  const { t } = useMessages()
  const { dir } = useKitContext()
  const count = wallets.length
  const grid = useGridScroll({
    count,
    columns: GRID_COLUMNS,
    rowHeight: GRID_ROW_HEIGHT,
    viewportHeight: VIEWPORT_HEIGHT,
    overscan: OVERSCAN_ROWS,
    resetKey,
  })
  const { view } = grid

  useEffect(() => {
    if (count && view.end >= count - GRID_COLUMNS) onNearEnd()
  }, [view.end, count, onNearEnd])

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const move = { key: event.key, index: grid.current, count, columns: GRID_COLUMNS, page: PAGE }
    const next = getNextIndex({ ...move, dir })
    if (next === undefined) return
    event.preventDefault()
    grid.moveTo(next)
  }

  return (
    <div
      className="wp-scroll"
      ref={grid.scroller}
      onScroll={(event) => grid.setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        className="wp-grid"
        data-windowed=""
        aria-label={label}
        onKeyDown={onKeyDown}
        data-count={count}
        style={{ paddingTop: view.padTop, paddingBottom: view.padBottom }}
      >
        {wallets.slice(view.start, view.end).map(({ wallet, installed }, offset) => {
          const index = view.start + offset
          return (
            <li key={wallet.id} aria-setsize={count} aria-posinset={index + 1}>
              <WalletButton
                layout="tile"
                name={wallet.name}
                imageUrl={logoFor(wallet)}
                tag={installed ? t('wallet.installed') : undefined}
                data-installed={installed || undefined}
                data-index={index}
                tabIndex={index === grid.tabStop ? 0 : -1}
                onFocus={() => grid.setActive(index)}
                onClick={() => onChoose(wallet)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
