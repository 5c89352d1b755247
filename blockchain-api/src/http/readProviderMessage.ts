const MAX_LENGTH = 500

/**
 * The service's own text in an error body: the `message`, `error` or `reason` of a JSON
 * body, else the body itself, cut to 500 characters.
 */
export function readProviderMessage(body: string): string | undefined {
  const text = body.trim()
  if (!text) return undefined
  try {
    const json: unknown = JSON.parse(text)
    if (typeof json === 'object' && json !== null)
      for (const key of ['message', 'error', 'reason'])
        if (key in json) {
          const value: unknown = Reflect.get(json, key)
          if (typeof value === 'string' && value) return value.slice(0, MAX_LENGTH)
        }
  } catch {
    // not json: the text itself is the message
  }
  return text.slice(0, MAX_LENGTH)
}
