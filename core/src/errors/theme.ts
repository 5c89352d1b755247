import { BaseError } from './base.js'

export type InvalidThemeErrorType = InvalidThemeError & { name: 'InvalidThemeError' }
/** A theme (the `theme` option or `setTheme`) with a mode or variable the stylesheet cannot take. */
export class InvalidThemeError extends BaseError {
  override name = 'InvalidThemeError' as const
  constructor({ issues }: { issues: readonly string[] }) {
    super('Invalid theme', { metaMessages: issues })
  }
}
