import * as v from 'valibot'
import { numberLike } from '../schemas/numeric.js'

/**
 * A registered name as the profile endpoints return it. `address` is added: the first entry
 * of `addresses`, the one a name resolves to.
 */
export const ProfileNameSchema = v.pipe(
  v.object({
    name: v.string(),
    registered: v.optional(numberLike),
    updated: v.optional(numberLike),
    /** by coin type */
    addresses: v.record(v.string(), v.object({ address: v.string() })),
    attributes: v.optional(v.array(v.record(v.string(), v.string())), []),
  }),
  v.transform((profile) => ({
    ...profile,
    address: Object.values(profile.addresses)[0]?.address,
  })),
)
export type ProfileName = v.InferOutput<typeof ProfileNameSchema>
