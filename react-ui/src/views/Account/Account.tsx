import { useStore } from '@nanostores/react'
import { pushView } from '@walletport/core'
import { ChevronIcon } from '../../components/icons.js'
import { NetworkLogo } from '../../components/NetworkLogo.js'
import { VisuallyHidden } from '../../components/VisuallyHidden.js'
import { useActiveBalance } from '../../hooks/useActiveBalance.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useDisconnectAndClose } from '../useDisconnectAndClose.js'
import { AccountHeader } from './AccountHeader.js'
import { AccountTabs } from './AccountTabs.js'
import { getWalletFeatures } from './getWalletFeatures.js'

/**
 * The connected account: who (AccountHeader), choosing a name, the network, the wallet
 * features, the Tokens, NFTs and Activity tabs, and disconnect.
 */
export function Account(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const account = useStore(kit.$account)
  const network = useStore(kit.$activeNetwork)
  const balance = useActiveBalance()
  const disconnectAndClose = useDisconnectAndClose()
  const { address, profileName } = account
  if (!address) return <p className="wp-empty">{t('account.disconnected')}</p>

  return (
    <div className="wp-stack">
      <AccountHeader address={address} balance={balance} />
      {kit.options.features.names && !profileName && network.chainNamespace === 'eip155' && (
        // names are eip155 only; an account with a name has nothing to choose
        <button
          type="button"
          className="wp-action wp-action-secondary"
          onClick={() => pushView(kit, { view: 'RegisterAccountName' })}
        >
          {t('account.chooseName')}
        </button>
      )}
      {kit.options.enableNetworkSwitch && (
        <button
          type="button"
          className="wp-wallet"
          onClick={() => pushView(kit, { view: 'Networks' })}
        >
          <NetworkLogo network={network} />
          <span className="wp-wallet-name">{network.name}</span>
          <VisuallyHidden>{t('account.switchNetwork')}</VisuallyHidden>
          <ChevronIcon />
        </button>
      )}
      <AccountFeatures />
      <AccountTabs tokensLoading={balance.status === 'loading' || balance.status === 'idle'} />
      <button
        type="button"
        className="wp-action wp-action-secondary wp-account-disconnect"
        onClick={() => void disconnectAndClose()}
      >
        {t('account.disconnect')}
      </button>
    </div>
  )
}

/** The wallet features in the kit's order (send, receive, swap, buy): one button each. */
function AccountFeatures() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const features = getWalletFeatures(kit.options.walletFeaturesOrder, kit.options.features)
  if (!features.length) return null
  return (
    <ul className="wp-actions" aria-label={t('account.features')}>
      {features.map(({ feature, view, label }) => (
        <li key={feature}>
          <button
            type="button"
            className="wp-action wp-action-secondary"
            onClick={() => pushView(kit, { view })}
          >
            {t(label)}
          </button>
        </li>
      ))}
    </ul>
  )
}
