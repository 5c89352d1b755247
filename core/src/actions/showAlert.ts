import type { AlertCode } from '../errors/alerts.js'
import type { Kit } from '../kit/types.js'

export type ShowAlertParameters = { code: AlertCode }
/** false when this alert was already shown once */
export type ShowAlertReturnType = boolean

/** Docs: /core/actions/showAlert. Shows an alert; each is shown once per kit. */
export function showAlert(kit: Kit, { code }: ShowAlertParameters): ShowAlertReturnType {
  return kit._internal.alerts.show(code)
}
