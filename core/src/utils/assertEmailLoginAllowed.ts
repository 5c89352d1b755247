import { EmailCooldownError } from '../errors/frame.js'
import {
  type GetEmailLoginCooldownParameters,
  getEmailLoginCooldown,
} from './getEmailLoginCooldown.js'

/**
 * Docs: /core/utils/assertEmailLoginAllowed. Throws EmailCooldownError ('Please try again
 * after N seconds') within 30 s of the last email login.
 */
export function assertEmailLoginAllowed(parameters: GetEmailLoginCooldownParameters): void {
  const secondsLeft = getEmailLoginCooldown(parameters)
  if (secondsLeft > 0) throw new EmailCooldownError({ secondsLeft })
}
