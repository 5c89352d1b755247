import { useMessages } from '../../modal/MessagesContext.js'
import type { ViewProps } from '../types.js'

/** A view of core's router whose UI has not landed yet. */
export function Unavailable(_: ViewProps) {
  const { t } = useMessages()
  return <p className="wp-empty">{t('unavailable.message')}</p>
}
