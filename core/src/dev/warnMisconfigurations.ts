import type { ResolvedKitOptions } from '../kit/kitOptions.js'
import { findMisconfigurations } from './findMisconfigurations.js'

// Bundlers write a literal over `process.env.NODE_ENV` (esbuild when minifying, Vite, webpack,
// Rollup with its replace plugin), so in production the check below folds to false and the
// messages are dropped. Declared here so the package needs no @types/node.
declare const process: { env: { NODE_ENV?: string } }

/**
 * In development builds, warns once per kit (createKit runs once) about each option that is
 * accepted but silently does nothing. Straight to the console: the kit's log level is
 * `error` by default, and these must be seen; `logLevel: 'silent'` still silences them.
 */
export function warnMisconfigurations(
  options: ResolvedKitOptions,
  sink: Pick<Console, 'warn'> = console,
): void {
  // written out here, not in a helper: a minifier folds the check only where it is written
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
    if (options.logLevel === 'silent') return
    for (const message of findMisconfigurations(options)) sink.warn(`[walletport] ${message}`)
  }
}
