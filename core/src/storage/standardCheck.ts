import type { StandardResult, StandardSchemaV1 } from './standardSchema.js'

/**
 * A Standard Schema from a hand-written check. The readers that run as the kit is created
 * (before the first click) use these instead of valibot: esbuild and webpack put every
 * valibot function an app uses into the first chunk once any module of it needs one, which
 * takes the page over its size budget (issue 13). Code that runs later keeps valibot.
 */
export function standardCheck<TOutput>(
  validate: (value: unknown) => StandardResult<TOutput>,
): StandardSchemaV1<unknown, TOutput> {
  return { '~standard': { version: 1, vendor: 'walletport', validate } }
}

/** the result for a valid value */
export function valid<TOutput>(value: TOutput): StandardResult<TOutput> {
  return { value }
}

/** the result for an invalid value: one issue, saying what was expected */
export function invalid(message: string): StandardResult<never> {
  return { issues: [{ message }] }
}
