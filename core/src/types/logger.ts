export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** A line the logger kept for a bug report: its level, when, and its text with its data. */
export type LogEntry = {
  level: Exclude<LogLevel, 'silent'>
  /** milliseconds since the epoch */
  time: number
  text: string
}

export type Logger = {
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
  /** the recent lines, oldest first, when the logger keeps them (createLogger does) */
  entries?(): readonly LogEntry[]
}
