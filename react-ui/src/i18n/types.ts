import type { enButtons } from './en/buttons.js'
import type { enModal } from './en/modal.js'

type English = typeof enButtons & typeof enModal

/** The plural categories besides `other`, which the message's own key holds. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many'
/** a plural form's key: `allWallets.results.few` */
type FormKey = `${string}.${PluralCategory}`
/** the messages that count something: English gives them a singular form */
type CountedKey<TKey> = TKey extends `${infer Base}.one` ? Base : never

/** the `{name}` placeholders of an English string */
type Placeholders<TText> = TText extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never
/** a string holding each placeholder, in any order: a translation that drops one is a type error */
type WithPlaceholders<TNames extends string> = [TNames] extends [never]
  ? string
  : UnionToIntersection<TNames extends string ? `${string}{${TNames}}${string}` : never>
type UnionToIntersection<T> = (T extends unknown ? (x: T) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never

/**
 * One part of a locale: every English key (a missing or an unknown key does not type-check),
 * each holding the English message's placeholders, plus the plural forms the locale's rules
 * need (Arabic has `zero`, `two`, `few` and `many` besides `one`; Japanese none). A plural form
 * may say its number in words (Arabic's "محفظتان"); messages.test.ts checks its placeholders.
 */
type Catalogue<TEnglish> = {
  readonly [K in Exclude<keyof TEnglish, FormKey>]: WithPlaceholders<Placeholders<TEnglish[K]>>
} & { readonly [K in `${CountedKey<keyof TEnglish>}.${PluralCategory}`]?: string }

/** The strings the buttons need before the modal loads; every locale has them all. */
export type ButtonMessages = Catalogue<typeof enButtons>
/** The modal's strings, loaded with the modal; every locale has them all. */
export type ModalMessages = Catalogue<typeof enModal>
/** A complete catalogue: a locale that misses a key does not type-check. */
export type Messages = ButtonMessages & ModalMessages
/** The keys a message is looked up by (a plural form is chosen through its message's key). */
export type MessageKey = Exclude<keyof English, FormKey>
/** A plural form's key, such as `allWallets.results.one`. */
export type PluralFormKey = `${CountedKey<keyof English>}.${PluralCategory}`

/**
 * The kit's `messages` option: any message (or plural form) replaced, per key, over the
 * chosen locale's catalogue. An unknown key is a type error.
 */
export type MessageOverrides = { readonly [K in MessageKey | PluralFormKey]?: string }

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
