import type { AlertCode } from '@walletport/core'
import type { PlainMessageKey } from '../i18n/types.js'

const KEYS = {
  SWITCH_NETWORK_NOT_FOUND: ['alert.networkNotFound', 'alert.networkNotFound.text'],
  INVALID_APP_CONFIGURATION: ['alert.invalidAppConfiguration', 'alert.originNotAllowed.text'],
  SOCIALS_TIMEOUT: ['alert.invalidAppConfiguration', 'alert.socialsTimeout.text'],
  JWT_TOKEN_NOT_VALID: ['alert.sessionExpired', 'alert.sessionExpired.text'],
  INVALID_PROJECT_ID: ['alert.invalidAppConfiguration', 'alert.invalidProjectId.text'],
  PROJECT_ID_NOT_CONFIGURED: ['alert.projectIdNotConfigured', 'alert.projectIdNotConfigured.text'],
} as const satisfies Record<AlertCode, readonly [PlainMessageKey, PlainMessageKey]>

/** The catalogue keys of an alert's title and meaning. */
export function getAlertKeys(code: AlertCode): {
  title: PlainMessageKey
  description: PlainMessageKey
} {
  const [title, description] = KEYS[code]
  return { title, description }
}
