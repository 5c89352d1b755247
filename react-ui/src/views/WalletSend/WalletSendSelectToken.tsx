import { useStore } from '@nanostores/react'
import { fetchSendTokenBalances, goBack, setSendToken } from '@walletport/core'
import { useEffect, useState } from 'react'
import { Logo } from '../../components/Logo.js'
import { SearchField } from '../../components/SearchField.js'
import { Spinner } from '../../components/Spinner.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** The send form's token picker: the account's balances, searchable by name or symbol. */
export function WalletSendSelectToken(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const { tokenBalances, loading, token: picked } = useStore(kit.$send)
  const [query, setQuery] = useState('')
  const onKeyDown = useListNavigation()

  useEffect(() => {
    if (!kit.$send.get().tokenBalances.length && kit.$account.get().address)
      fetchSendTokenBalances(kit).catch((error: unknown) =>
        kit.log.warn('the token balances could not be read', error),
      )
  }, [kit])

  const search = query.trim().toLowerCase()
  const tokens = tokenBalances.filter(
    (token) =>
      !search ||
      token.name.toLowerCase().includes(search) ||
      token.symbol.toLowerCase().includes(search),
  )
  return (
    <div className="wp-stack">
      <SearchField label={t('send.searchTokens')} value={query} onChange={setQuery} />
      {loading && !tokenBalances.length ? (
        <Spinner label={t('send.loadingTokens')} />
      ) : !tokens.length ? (
        <p className="wp-empty">{t('send.noTokens')}</p>
      ) : (
        <ul
          className="wp-list wp-send-token-list"
          aria-label={t('send.tokens')}
          onKeyDown={onKeyDown}
        >
          {tokens.map((token) => {
            const amount = formatBalance(token.quantity.numeric, locale) ?? token.quantity.numeric
            const active = picked?.chainId === token.chainId && picked.address === token.address
            return (
              <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
                <button
                  type="button"
                  className="wp-wallet wp-token"
                  data-wp-item=""
                  data-state={active ? 'active' : undefined}
                  aria-current={active || undefined}
                  onClick={() => {
                    setSendToken(kit, { token })
                    goBack(kit)
                  }}
                >
                  <Logo name={token.symbol || token.name} src={token.iconUrl} size="sm" />
                  <span className="wp-token-name">{token.name}</span>
                  <span className="wp-token-amount">
                    {t('account.tokenAmount', { amount, symbol: token.symbol })}
                  </span>
                  <span className="wp-token-value">{formatFiat(token.value, locale)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
