/** a message that depends on a count: one text per plural category, `other` always */
export type PluralMessage = { readonly other: string } & Partial<
  Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>
>

/** one catalogue entry: a text with `{name}` placeholders, or one per plural category */
export type Message = string | PluralMessage
