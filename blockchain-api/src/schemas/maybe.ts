import * as v from 'valibot'

/** An object entry that may be missing or null; both come out as undefined. */
export function maybe<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((value) => value ?? undefined),
    ),
  )
}
