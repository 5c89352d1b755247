import { IconButton } from '../components/IconButton.js'
import { AlertIcon, CloseIcon } from '../components/icons.js'
import { useAlert } from '../hooks/useAlert.js'
import { useMessages } from '../modal/MessagesContext.js'
import { getAlertKeys } from './getAlertKeys.js'

/**
 * The kit's alert at the top of the modal: its title and meaning from the
 * catalogue, announced once by screen readers (role alert), closed with its button.
 */
export function ModalAlert() {
  const { alert, dismiss } = useAlert()
  const { t } = useMessages()
  if (!alert) return null
  const keys = getAlertKeys(alert.code)
  return (
    <div className="wp-alert" role="alert" data-alert={alert.code}>
      <AlertIcon />
      <div className="wp-alert-text">
        <p className="wp-alert-title">{t(keys.title)}</p>
        <p className="wp-alert-description">{t(keys.description)}</p>
      </div>
      <IconButton label={t('alert.dismiss')} onClick={dismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
