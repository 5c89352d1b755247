/** Quotes an input for an error's meta line without ever throwing, and keeps it short. */
export function received(value: unknown): string {
  let text: string
  // only the head is shown: stringifying a megabyte first cost tens of ms per error
  if (typeof value === 'string') text = JSON.stringify(value.slice(0, 121))
  else if (typeof value === 'bigint') text = `${value}n`
  else if (value === null || typeof value !== 'object') text = String(value)
  else text = Array.isArray(value) ? 'an array' : 'an object'
  // outside input can be arbitrarily long; the head is enough to recognise it
  return `Received: ${text.length > 120 ? `${text.slice(0, 120)}…` : text}`
}
