import { pushView } from '@walletport/core'
import { useMessages } from '../modal/MessagesContext.js'
import { useKitContext } from '../provider/KitContext.js'

/** The way for a visitor with no wallet: what a wallet is, then where to get one. */
export function NoWalletButton() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return (
    <button
      type="button"
      className="wp-link-button"
      onClick={() => pushView(kit, { view: 'WhatIsAWallet' })}
    >
      {t('wallet.noWallet')}
    </button>
  )
}
