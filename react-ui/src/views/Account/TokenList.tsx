import { useStore } from '@nanostores/react'
import type { TokenBalance } from '@walletport/core'
import { Logo } from '../../components/Logo.js'
import { SkeletonList } from '../../components/SkeletonList.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

export type TokenListProps = {
  /** the balances are being read: placeholder rows until the first arrive */
  loading?: boolean
}

/**
 * The account's tokens: the data source's icon (its symbol's letter when there is none, it
 * fails or takes over 2 s), the name (cut with an ellipsis, whole in its title), amount to
 * 3 decimals, fiat value to 2. A token with no name or symbol is still listed.
 */
export function TokenList({ loading = false }: TokenListProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { tokenBalance } = useStore(kit.$account)
  if (!tokenBalance.length && loading) return <SkeletonList label={t('account.loadingTokens')} />
  if (!tokenBalance.length) return <p className="wp-empty">{t('account.noTokens')}</p>
  return (
    <ul className="wp-list" aria-label={t('account.tokens')} aria-busy={loading || undefined}>
      {tokenBalance.map((token) => (
        <TokenRow key={`${token.chainId}:${token.address ?? token.symbol}`} token={token} />
      ))}
    </ul>
  )
}

function TokenRow({ token }: { token: TokenBalance }) {
  const { t, locale } = useMessages()
  const name = token.name.trim() || token.symbol.trim() || t('account.unknownToken')
  return (
    <li className="wp-token">
      <Logo name={token.symbol.trim() || name} src={token.iconUrl} size="sm" />
      <span className="wp-token-name" title={name}>
        {name}
      </span>
      <span className="wp-token-amount">
        {t('account.tokenAmount', {
          amount: formatBalance(token.quantity.numeric, locale) ?? token.quantity.numeric,
          symbol: token.symbol,
        })}
      </span>
      <span className="wp-token-value">{formatFiat(token.value, locale)}</span>
    </li>
  )
}
