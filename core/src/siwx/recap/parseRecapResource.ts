import { InvalidRecapError } from '../../errors/rules.js'
import { parseRecap, type Recap } from '../../utils/parseRecap.js'

/** ReCap resources (EIP-5573) are this prefix and the base64url of the JSON object. */
export const RECAP_PREFIX = 'urn:recap:'

/** Whether a sign-in resource is a ReCap, whatever its content. */
export function isRecapResource(resource: unknown): resource is string {
  return typeof resource === 'string' && resource.startsWith(RECAP_PREFIX)
}

function decodeBase64Url(text: string): Uint8Array {
  // EIP-5573 writes base64url without padding
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1)
    throw new InvalidRecapError({ reason: 'The recap is not base64url without padding.' })
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/**
 * Docs: /core/siwx/parseRecapResource. Reads a ReCap resource of a sign-in message
 * (`urn:recap:` and base64url JSON) and checks the object (parseRecap: att
 * with at least one resource, each a non-empty object of abilities, each ability a non-empty
 * array of objects). Throws InvalidRecapError for another prefix, bad base64url, text that is
 * not UTF-8 JSON, or an object that breaks the rule.
 */
export function parseRecapResource(resource: string): Recap {
  if (!isRecapResource(resource))
    throw new InvalidRecapError({ reason: `Not a ${RECAP_PREFIX} resource.` })
  const bytes = decodeBase64Url(resource.slice(RECAP_PREFIX.length))
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new InvalidRecapError({ reason: 'The recap is not UTF-8 JSON.' })
  }
  return parseRecap(value)
}
