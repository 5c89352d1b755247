import { parseRecap, type Recap } from '../../utils/parseRecap.js'
import { RECAP_PREFIX } from './parseRecapResource.js'

function encodeBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** sorted keys at every level, as EIP-5573 asks, so that equal objects encode equally */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  return value
}

/**
 * Docs: /core/siwx/createRecapResource. The `urn:recap:` resource of a capability object, for
 * the resources of a sign-in message: checked first by the ReCap rule of parseRecap (throws
 * InvalidRecapError), written as JSON with sorted keys and an empty `prf` when none is given.
 */
export function createRecapResource(recap: Recap): string {
  const { att, prf } = parseRecap(recap)
  const json = JSON.stringify(canonical({ att, prf: prf ?? [] }))
  return `${RECAP_PREFIX}${encodeBase64Url(new TextEncoder().encode(json))}`
}
