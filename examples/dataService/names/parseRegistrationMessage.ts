import * as v from 'valibot'
import { badRequest } from '../DataServiceError.js'
import { parseName } from './parseName.js'

/** how far a message's timestamp may be from the service's clock, in seconds */
const MAX_AGE = 600

const MessageSchema = v.object({
  name: v.string(),
  attributes: v.optional(v.record(v.string(), v.string()), {}),
  /** unix seconds */
  timestamp: v.number(),
})

export type RegistrationRequest = {
  /** the full name, lower case, with its suffix: `alice.reown.id` */
  name: string
  attributes: Record<string, string>
}

/**
 * The signed registration message: JSON `{ name, attributes, timestamp }` with the name to
 * register, its attributes (avatar, bio…) and when it was signed (unix seconds), which must
 * be within 10 minutes of now so an old signature cannot be replayed.
 */
export function parseRegistrationMessage(message: string, now: number): RegistrationRequest {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw badRequest('message: expected JSON { name, attributes, timestamp }')
  }
  const result = v.safeParse(MessageSchema, json)
  if (!result.success)
    throw badRequest(`message: ${v.getDotPath(result.issues[0]) ?? ''} ${result.issues[0].message}`)
  const { name, attributes, timestamp } = result.output
  if (Math.abs(now / 1000 - timestamp) > MAX_AGE)
    throw badRequest('message: the timestamp is more than 10 minutes away from now')
  return { name: parseName(name).name, attributes }
}
