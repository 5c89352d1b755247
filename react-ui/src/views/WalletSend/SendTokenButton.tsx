import { pushView, type TokenBalance } from '@walletport/core'
import { ChevronIcon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { VisuallyHidden } from '../../components/VisuallyHidden.js'
import { formatBalance } from '../../format/formatBalance.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/** The token sent, with what is available of it; opens the token picker. */
export function SendTokenButton({ token }: { token: TokenBalance | undefined }) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const available = token && formatBalance(token.quantity.numeric, locale)
  // a token without a symbol still needs a name on screen and for the monogram
  const symbol = token && (token.symbol.trim() || token.name.trim() || '?')
  return (
    <div className="wp-send-field">
      <span className="wp-label">{t('send.token')}</span>
      <button
        type="button"
        className="wp-wallet wp-send-token"
        onClick={() => pushView(kit, { view: 'WalletSendSelectToken' })}
      >
        {token && symbol ? (
          <>
            <VisuallyHidden>{t('send.changeToken')} </VisuallyHidden>
            <Logo name={symbol} src={token.iconUrl} size="sm" />
            <span className="wp-wallet-name">{symbol}</span>
            {available && (
              <span className="wp-hint">{t('send.available', { amount: available, symbol })}</span>
            )}
          </>
        ) : (
          <span className="wp-wallet-name">{t('send.selectToken')}</span>
        )}
        <ChevronIcon />
      </button>
    </div>
  )
}
