import { useStore } from '@nanostores/react'
import { resetView } from '@walletport/core'
import { CheckIcon } from '../../components/icons.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'

/** The name just registered, now the account's profile name; Done goes back to Account. */
export function RegisterAccountNameSuccess(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { profileName } = useStore(kit.$account)
  return (
    <div className="wp-connecting">
      <span className="wp-success-mark">
        <CheckIcon />
      </span>
      <p className="wp-title">{profileName ?? t('names.registered')}</p>
      <p className="wp-text">{t('names.success')}</p>
      <button
        type="button"
        className="wp-action"
        onClick={() => resetView(kit, { view: 'Account' })}
      >
        {t('names.done')}
      </button>
    </div>
  )
}
