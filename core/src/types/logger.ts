export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export type Logger = {
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
}
