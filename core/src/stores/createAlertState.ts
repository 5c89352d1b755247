import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import type { AlertCode } from '../errors/alerts.js'

export type AlertStore = {
  /** the code of the alert on screen, if any; ALERTS has its title and text */
  $alert: ReadableAtom<AlertCode | undefined>
  /** shows an alert the first time its code is raised; returns whether it did */
  show(code: AlertCode): boolean
  dismiss(): void
}

/** Alerts, each shown at most once per kit. */
export function createAlertState(): AlertStore {
  const $alert = atom<AlertCode | undefined>(undefined)
  const shown = new Set<AlertCode>()
  return {
    $alert: readonlyType($alert),
    show(code) {
      if (shown.has(code)) return false
      shown.add(code)
      $alert.set(code)
      return true
    },
    dismiss() {
      $alert.set(undefined)
    },
  }
}
