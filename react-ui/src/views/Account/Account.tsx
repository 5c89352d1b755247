import { useStore } from '@nanostores/react'
import * as VisuallyHidden from '@radix-ui/react-visually-hidden'
import { formatAddressForDisplay, pushView } from '@walletport/core'
import { AccountAvatar } from '../../components/AccountAvatar.js'
import { ChevronIcon, CopyIcon } from '../../components/icons.js'
import { NetworkLogo } from '../../components/NetworkLogo.js'
import { useCopy } from '../../components/useCopy.js'
import { formatBalance } from '../../format/formatBalance.js'
import { useActiveBalance } from '../../hooks/useActiveBalance.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { useDisconnectAndClose } from '../useDisconnectAndClose.js'
import { AccountTabs } from './AccountTabs.js'
import { EmbeddedIdentity } from './EmbeddedIdentity.js'
import { getWalletFeatures } from './getWalletFeatures.js'

/**
 * The connected account: profile name and avatar (else the address, first 4 and last 6
 * characters), the balance to 3 decimals, the network, the wallet features, the Tokens,
 * NFTs and Activity tabs, and disconnect.
 */
export function Account(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const account = useStore(kit.$account)
  const network = useStore(kit.$activeNetwork)
  const { balance, symbol, status } = useActiveBalance()
  const copy = useCopy('toast.addressCopied')
  const disconnectAndClose = useDisconnectAndClose()
  const { address, profileName, profileImage } = account
  if (!address) return <p className="wp-empty">{t('account.disconnected')}</p>

  const amount = balance === undefined ? undefined : formatBalance(balance, locale)
  const features = getWalletFeatures(kit.options.walletFeaturesOrder, kit.options.features)
  return (
    <div className="wp-stack">
      <div className="wp-account">
        <AccountAvatar address={address} src={profileImage} />
        <p className="wp-account-name">
          <span title={address}>{profileName ?? formatAddressForDisplay(address)}</span>
          <button
            type="button"
            className="wp-icon-button"
            aria-label={t('account.copyAddress')}
            onClick={() => void copy(address)}
          >
            <CopyIcon />
          </button>
        </p>
        <p className="wp-account-balance" aria-busy={status === 'loading' || undefined}>
          {amount !== undefined && t('account.balance', { amount, symbol: symbol ?? '' })}
        </p>
        <EmbeddedIdentity info={account.connectedWalletInfo} />
      </div>
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
          <VisuallyHidden.Root>{t('account.switchNetwork')}</VisuallyHidden.Root>
          <ChevronIcon />
        </button>
      )}
      {features.length > 0 && (
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
      )}
      <AccountTabs />
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
