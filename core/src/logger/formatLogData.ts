/**
 * A log line's message and data as one text for the log buffer: errors by name and message,
 * strings as they are, the rest as JSON (bigints as digits); a value JSON cannot write
 * (a cycle, say) by its tag, never a throw from inside the logger.
 */
export function formatLogData(message: string, data: readonly unknown[]): string {
  return [message, ...data.map(formatValue)].join(' ')
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return `${value.name}: ${value.message}`
  try {
    const json = JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    )
    return json ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
