import { DEFAULT_LOG_LEVEL } from '../constants.js'
import type { Logger, LogLevel } from '../types/logger.js'

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

export type CreateLoggerParameters = {
  level?: LogLevel
  /** where lines go; the console by default */
  sink?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>
}

/** A leveled logger with a `walletport` tag; below the level, calls cost nothing. */
export function createLogger({
  level = DEFAULT_LOG_LEVEL,
  sink = console,
}: CreateLoggerParameters = {}): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) =>
    RANK[l] >= RANK[level]
      ? (message: string, ...data: unknown[]) => sink[l](`[walletport] ${message}`, ...data)
      : () => {}
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
