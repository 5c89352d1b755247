import { InvalidPathParameterError } from '../errors/request.js'

/** Encodes a value as exactly one path segment; rejects '', '.' and '..'. */
export function encodePathSegment(value: string, endpoint: string): string {
  if (value === '' || value === '.' || value === '..')
    throw new InvalidPathParameterError({ endpoint, value })
  return encodeURIComponent(value)
}
