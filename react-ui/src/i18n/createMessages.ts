import { getButtonMessages } from './getButtonMessages.js'
import { loadModalMessages } from './loadModalMessages.js'
import { resolveLocale } from './locales.js'
import type { Messages } from './types.js'

/**
 * Docs: /react-ui/createMessages. The complete catalogue for a BCP 47 tag (its language, else
 * English), with the modal's part loaded on demand.
 */
export async function createMessages(tag: string | undefined): Promise<Messages> {
  const locale = resolveLocale(tag)
  return { ...getButtonMessages(locale), ...(await loadModalMessages(locale)) }
}
