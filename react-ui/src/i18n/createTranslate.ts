import type { MessageKey, Translate } from './types.js'

const PLACEHOLDER = /\{(\w+)\}/g

/** A translate function over a catalogue; a placeholder without a value is left as it is. */
export function createTranslate<TKeys extends MessageKey>(
  messages: Readonly<Record<TKeys, string>>,
): Translate<TKeys> {
  return (key, ...args) => {
    const template = messages[key]
    const [params] = args as [Readonly<Record<string, string | number>>?]
    if (!params) return template
    return template.replace(PLACEHOLDER, (match, name: string) =>
      name in params ? String(params[name]) : match,
    )
  }
}
