/** The alert table, as data. */
export const ALERTS = {
  SWITCH_NETWORK_NOT_FOUND: {
    code: 'SWITCH_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description: 'The network must be in the networks array of the kit options.',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    description: 'This origin is not on the allowlist of the project.',
  },
  SOCIALS_TIMEOUT: {
    code: 'SOCIALS_TIMEOUT',
    title: 'Invalid App Configuration',
    description: 'The embedded wallet failed to load. Verify that this domain is allowed.',
  },
  JWT_TOKEN_NOT_VALID: {
    code: 'JWT_TOKEN_NOT_VALID',
    title: 'Session Expired',
    description: 'The session is invalid. Check the device time settings and reconnect.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    title: 'Invalid App Configuration',
    description: 'The project id is invalid.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'A project id is needed for the hosted features that are turned on.',
  },
} as const

export type AlertCode = keyof typeof ALERTS
export type Alert = (typeof ALERTS)[AlertCode]

/** provider messages that stand for an alert */
const ALERT_BY_PROVIDER_MESSAGE: Record<string, AlertCode> = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'JWT_TOKEN_NOT_VALID',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

/** The alert a provider or service message maps to, if any. Matches the message anywhere in the text. */
export function getAlertForMessage(message: string): Alert | undefined {
  for (const [text, code] of Object.entries(ALERT_BY_PROVIDER_MESSAGE))
    if (message.includes(text)) return ALERTS[code]
  return undefined
}
