import { useStore } from '@nanostores/react'
import { formatAddressForDisplay } from '@walletport/core'
import { AccountAvatar } from '../../components/AccountAvatar.js'
import { IconButton } from '../../components/IconButton.js'
import { CopyIcon } from '../../components/icons.js'
import { useCopy } from '../../components/useCopy.js'
import { formatBalance } from '../../format/formatBalance.js'
import type { UseActiveBalanceReturnType } from '../../hooks/useActiveBalance.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { EmbeddedIdentity } from './EmbeddedIdentity.js'

export type AccountHeaderProps = {
  address: string
  balance: Pick<UseActiveBalanceReturnType, 'balance' | 'symbol' | 'status'>
}

/**
 * Who is connected: avatar, profile name (else the address, first 4 and last 6 characters;
 * a long name is cut with an ellipsis, the whole in its title), copy, the native balance to
 * 3 decimals and the embedded wallet's identity.
 */
export function AccountHeader({
  address,
  balance: { balance, symbol, status },
}: AccountHeaderProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const account = useStore(kit.$account)
  const copy = useCopy('toast.addressCopied')
  const { profileName, profileImage } = account
  const amount = balance === undefined ? undefined : formatBalance(balance, locale)
  return (
    <div className="wp-account">
      <AccountAvatar address={address} src={profileImage} />
      <p className="wp-account-name">
        <span title={profileName ? `${profileName} (${address})` : address}>
          {profileName ?? formatAddressForDisplay(address)}
        </span>
        <IconButton label={t('account.copyAddress')} onClick={() => void copy(address)}>
          <CopyIcon />
        </IconButton>
      </p>
      <p className="wp-account-balance" aria-busy={status === 'loading' || undefined}>
        {amount !== undefined && t('account.balance', { amount, symbol: symbol ?? '' })}
      </p>
      <EmbeddedIdentity info={account.connectedWalletInfo} />
    </div>
  )
}
