import { ALERTS, type Alert } from '../errors/alerts.js'
import type { Kit } from '../kit/types.js'

export type GetAlertReturnType = Alert | undefined

/**
 * Docs: /core/actions/getAlert. The alert on screen with its English title
 * and meaning, for a headless UI; undefined when none is shown or it was dismissed.
 */
export function getAlert(kit: Kit): GetAlertReturnType {
  const code = kit.$alert.get()
  return code ? ALERTS[code] : undefined
}
