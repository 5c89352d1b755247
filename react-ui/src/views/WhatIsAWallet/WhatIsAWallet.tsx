import { pushView } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** What a wallet is, in two short points, and the way to get one. */
export function WhatIsAWallet(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return (
    <div className="wp-stack">
      <section className="wp-explainer" aria-labelledby="wp-wallet-home">
        <h3 id="wp-wallet-home" className="wp-title">
          {t('whatIsAWallet.homeTitle')}
        </h3>
        <p className="wp-text">{t('whatIsAWallet.homeText')}</p>
      </section>
      <section className="wp-explainer" aria-labelledby="wp-wallet-login">
        <h3 id="wp-wallet-login" className="wp-title">
          {t('whatIsAWallet.loginTitle')}
        </h3>
        <p className="wp-text">{t('whatIsAWallet.loginText')}</p>
      </section>
      <button
        type="button"
        className="wp-action"
        onClick={() => pushView(kit, { view: 'GetWallet' })}
      >
        {t('whatIsAWallet.getWallet')}
      </button>
    </div>
  )
}
