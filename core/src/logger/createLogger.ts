import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../pageConstants.js'
import type { Logger, LogLevel } from '../types/logger.js'
import { createLogBuffer } from './createLogBuffer.js'
import { formatLogData } from './formatLogData.js'

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

export type CreateLoggerParameters = {
  level?: LogLevel
  /** where lines go; the console by default */
  sink?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>
  /** how many bytes of recent lines `entries()` keeps; 1,024,000 by default */
  bufferBytes?: number
  now?: () => number
}

/**
 * A leveled logger with a `walletport` tag; below the level, calls cost nothing. The lines it
 * writes are also kept, the most recent up to `bufferBytes`, for a bug report (`entries()`).
 */
export function createLogger({
  level = DEFAULT_LOG_LEVEL,
  sink = console,
  bufferBytes = LOG_BUFFER_BYTES,
  now = Date.now,
}: CreateLoggerParameters = {}): Logger & Required<Pick<Logger, 'entries'>> {
  const buffer = createLogBuffer(bufferBytes)
  const at = (l: Exclude<LogLevel, 'silent'>) =>
    RANK[l] >= RANK[level]
      ? (message: string, ...data: unknown[]) => {
          sink[l](`[walletport] ${message}`, ...data)
          buffer.add({ level: l, time: now(), text: formatLogData(message, data) })
        }
      : () => {}
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    entries: buffer.entries,
  }
}
