import type { ListedWallet, WalletListItem } from '@walletport/core'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { WalletButton } from '../../components/WalletButton.js'
import { useMessages } from '../../modal/MessagesContext.js'
import type { LogoFor } from '../../wallets/useWalletLogos.js'
import { getGridWindow } from './getGridWindow.js'

// the tile grid of the stylesheet: 4 columns of 116 px tiles (room for a tag under the name),
// 6 px apart, in a 400 px scroller
export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 122
const VIEWPORT_HEIGHT = 400
const OVERSCAN_ROWS = 2

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

/** the next item for an arrow key, Home, End or a page key; undefined for other keys */
function nextIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1
  const page = GRID_COLUMNS * Math.floor(VIEWPORT_HEIGHT / GRID_ROW_HEIGHT)
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + GRID_COLUMNS,
    ArrowUp: index - GRID_COLUMNS,
    PageDown: index + page,
    PageUp: index - page,
    Home: 0,
    End: last,
  }
  const next = moves[key]
  return next === undefined ? undefined : Math.min(last, Math.max(0, next))
}

/**
 * The wallets as a grid that renders only the rows in view (and a few around them), so a
 * thousand wallets cost what twenty do. One tab stop: arrow keys, Page Up/Down, Home and End
 * move through every wallet, scrolling it into view; each item tells screen readers its
 * place in the whole list.
 */
export function WalletGrid({
  wallets,
  label,
  logoFor,
  onChoose,
  onNearEnd,
  resetKey,
}: WalletGridProps) {
  const { t } = useMessages()
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const focusing = useRef(false)
  const count = wallets.length
  const current = Math.min(active, Math.max(0, count - 1))
  const view = getGridWindow({
    count,
    columns: GRID_COLUMNS,
    rowHeight: GRID_ROW_HEIGHT,
    scrollTop,
    viewportHeight: scroller.current?.clientHeight || VIEWPORT_HEIGHT,
    overscan: OVERSCAN_ROWS,
  })
  // the grid's one tab stop: the active wallet, or the first shown when it scrolled away
  const tabStop = current >= view.start && current < view.end ? current : view.start

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the key changes
  useLayoutEffect(() => {
    setActive(0)
    setScrollTop(0)
    if (scroller.current) scroller.current.scrollTop = 0
  }, [resetKey])

  useEffect(() => {
    if (count && view.end >= count - GRID_COLUMNS) onNearEnd()
  }, [view.end, count, onNearEnd])

  // the item the keyboard moved to is rendered now: give it the focus
  useLayoutEffect(() => {
    if (!focusing.current) return
    focusing.current = false
    scroller.current?.querySelector<HTMLElement>(`[data-index="${current}"]`)?.focus()
  })

  function moveTo(index: number) {
    const box = scroller.current
    if (box) {
      const top = Math.floor(index / GRID_COLUMNS) * GRID_ROW_HEIGHT
      const height = box.clientHeight || VIEWPORT_HEIGHT
      if (top < box.scrollTop) box.scrollTop = top
      else if (top + GRID_ROW_HEIGHT > box.scrollTop + height)
        box.scrollTop = top + GRID_ROW_HEIGHT - height
      setScrollTop(box.scrollTop)
    }
    focusing.current = true
    setActive(index)
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const next = nextIndex(event.key, current, count)
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  return (
    <div
      className="wp-scroll"
      ref={scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
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
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setActive(index)}
                onClick={() => onChoose(wallet)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
