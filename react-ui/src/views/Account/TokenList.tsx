import { useStore } from '@nanostores/react'
import { Logo } from '../../components/Logo.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/** The account's tokens: amount to 3 decimals, fiat value to 2. */
export function TokenList() {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const { tokenBalance } = useStore(kit.$account)
  if (!tokenBalance.length) return <p className="wp-empty">{t('account.noTokens')}</p>
  return (
    <ul className="wp-list" aria-label={t('account.tokens')}>
      {tokenBalance.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="wp-token">
          <Logo name={token.symbol} src={token.iconUrl} size="sm" />
          <span className="wp-token-name">{token.name}</span>
          <span className="wp-token-amount">
            {t('account.tokenAmount', {
              amount: formatBalance(token.quantity.numeric, locale) ?? token.quantity.numeric,
              symbol: token.symbol,
            })}
          </span>
          <span className="wp-token-value">{formatFiat(token.value, locale)}</span>
        </li>
      ))}
    </ul>
  )
}
