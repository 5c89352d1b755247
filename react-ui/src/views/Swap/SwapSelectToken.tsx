import { useStore } from '@nanostores/react'
import {
  $swapState,
  goBack,
  type SwapToken,
  setSwapParameters,
  switchSwapTokens,
} from '@walletport/core'
import { useState } from 'react'
import { Logo } from '../../components/Logo.js'
import { SearchField } from '../../components/SearchField.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { getTokenLabel } from './getTokenLabel.js'

/**
 * The swap's token picker for one side: the suggested tokens first, then every token the
 * service trades (the popular ones on top), searchable by name, symbol or address. Picking
 * the other side's token switches the two.
 */
export function SwapSelectToken({ data }: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const side = data?.swapSide ?? 'sourceToken'
  const swap = useStore($swapState(kit))
  const [query, setQuery] = useState('')
  const onKeyDown = useListNavigation()
  const picked = swap[side]
  const other = side === 'sourceToken' ? swap.toToken : swap.sourceToken

  function pick(token: SwapToken) {
    if (other?.address === token.address) switchSwapTokens(kit)
    else
      setSwapParameters(kit, side === 'sourceToken' ? { sourceToken: token } : { toToken: token })
    goBack(kit)
  }

  const search = query.trim().toLowerCase()
  const popular = new Set(swap.popularTokens)
  const tokens = [...swap.popularTokens, ...swap.tokens.filter((token) => !popular.has(token))]
  const shown = tokens.filter(
    (token) =>
      !search ||
      token.symbol.toLowerCase().includes(search) ||
      token.name.toLowerCase().includes(search) ||
      token.address.toLowerCase().endsWith(search),
  )
  // the visible symbol and name are the label, so speech input can say what it sees
  const option = (token: SwapToken) => ({
    'aria-current': picked?.address === token.address || undefined,
    'data-state': picked?.address === token.address ? 'active' : undefined,
    onClick: () => pick(token),
  })
  return (
    <div className="wp-stack">
      <SearchField label={t('swap.searchTokens')} value={query} onChange={setQuery} />
      {!search && swap.suggestedTokens.length > 0 && (
        <ul className="wp-chips" aria-label={t('swap.suggested')}>
          {swap.suggestedTokens.map((token) => (
            <li key={token.address}>
              <button type="button" className="wp-chip" {...option(token)}>
                <Logo name={getTokenLabel(token)} src={token.logoUri} size="sm" />
                <span>{getTokenLabel(token)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length ? (
        <ul
          className="wp-list wp-swap-token-list"
          aria-label={t('swap.tokens')}
          onKeyDown={onKeyDown}
        >
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="wp-wallet wp-token"
                data-wp-item=""
                {...option(token)}
              >
                <Logo name={getTokenLabel(token)} src={token.logoUri} size="sm" />
                <span className="wp-token-name">{getTokenLabel(token)}</span>{' '}
                <span className="wp-token-amount">{token.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wp-empty">{t('swap.noTokens')}</p>
      )}
    </div>
  )
}
