import type { enButtons } from './en/buttons.js'
import type { enModal } from './en/modal.js'

type English = typeof enButtons & typeof enModal

/** The strings the buttons need before the modal loads; every locale has them all. */
export type ButtonMessages = { readonly [K in keyof typeof enButtons]: string }
/** The modal's strings, loaded with the modal; every locale has them all. */
export type ModalMessages = { readonly [K in keyof typeof enModal]: string }
/** A complete catalogue: a locale that misses a key does not type-check. */
export type Messages = ButtonMessages & ModalMessages
export type MessageKey = keyof Messages

/** the `{name}` placeholders of an English string */
type Placeholders<TText> = TText extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The values a message needs, by placeholder name; none for a message without placeholders. */
export type MessageParams<TKey extends MessageKey> = Placeholders<English[TKey]>

export type TranslateArgs<TKey extends MessageKey> = [MessageParams<TKey>] extends [never]
  ? []
  : [params: Readonly<Record<MessageParams<TKey>, string | number>>]

/** Looks a message up and fills in its placeholders. */
export type Translate<TKeys extends MessageKey = MessageKey> = <TKey extends TKeys>(
  key: TKey,
  ...args: TranslateArgs<TKey>
) => string

/** The keys of messages without placeholders, which a key chosen at run time must be. */
export type PlainMessageKey = {
  [TKey in MessageKey]: [MessageParams<TKey>] extends [never] ? TKey : never
}[MessageKey]
