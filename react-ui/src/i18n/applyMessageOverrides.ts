import type { MessageOverrides } from './types.js'

// a plural form's key: its message's key and a plural category other than `other`
const PLURAL_FORM = /^(.+)\.(?:zero|one|two|few|many)$/

/**
 * A catalogue with the app's `messages` option laid over it: each override replaces the
 * message (or plural form) of its key. An override that is not a string, or whose key the
 * catalogue does not know (from JavaScript, where the type does not check it), is ignored.
 */
export function applyMessageOverrides<TCatalogue extends object>(
  catalogue: TCatalogue,
  overrides: MessageOverrides | undefined,
): TCatalogue {
  if (!overrides) return catalogue
  const known = (key: string) => {
    if (key in catalogue) return true
    // a plural form only for a message with a number to fill in
    const base = PLURAL_FORM.exec(key)?.[1]
    const message: unknown = base === undefined ? undefined : catalogue[base as keyof TCatalogue]
    return typeof message === 'string' && /\{\w+\}/.test(message)
  }
  const applied = Object.entries(overrides).filter(
    ([key, text]) => typeof text === 'string' && known(key),
  )
  // the overrides are strings, as the catalogue's messages are
  return applied.length
    ? ({ ...catalogue, ...Object.fromEntries(applied) } as TCatalogue)
    : catalogue
}
