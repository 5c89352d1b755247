import * as v from 'valibot'
import type { Kit } from '../../kit/types.js'
import { EMAIL_LOGIN_TIME_KEY } from '../../storage/keys.js'
import { getEmailLoginCooldown } from '../../utils/getEmailLoginCooldown.js'

/**
 * Docs: /core/embedded/getEmbeddedEmailCooldown. Whole seconds before another login or
 * update email may be sent; 0 when it may be sent now.
 */
export function getEmbeddedEmailCooldown(kit: Kit, now: number = Date.now()): number {
  const lastLoginTime = kit.storage.get(EMAIL_LOGIN_TIME_KEY, v.number())
  return getEmailLoginCooldown({ lastLoginTime, now })
}
