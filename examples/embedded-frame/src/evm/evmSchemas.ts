import * as v from 'valibot'
import { isAddress } from 'viem'

export const HexSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'Expected a 0x hex string'))
export const AddressSchema = v.pipe(
  v.string(),
  v.check((value) => isAddress(value, { strict: false }), 'Expected an address'),
)

export const TransactionSchema = v.object({
  from: v.optional(AddressSchema),
  to: v.optional(v.nullable(AddressSchema)),
  value: v.optional(HexSchema),
  data: v.optional(HexSchema),
  input: v.optional(HexSchema),
  gas: v.optional(HexSchema),
  gasPrice: v.optional(HexSchema),
  maxFeePerGas: v.optional(HexSchema),
  maxPriorityFeePerGas: v.optional(HexSchema),
  nonce: v.optional(HexSchema),
})
export type TransactionParams = v.InferOutput<typeof TransactionSchema>

export const PersonalSignParamsSchema = v.tuple([v.string(), AddressSchema])

const TypedFieldSchema = v.object({ name: v.string(), type: v.string() })
export const TypedDataSchema = v.object({
  types: v.record(v.string(), v.array(TypedFieldSchema)),
  primaryType: v.string(),
  domain: v.optional(v.record(v.string(), v.unknown()), {}),
  message: v.record(v.string(), v.unknown()),
})
export const SignTypedDataParamsSchema = v.tuple([
  AddressSchema,
  v.union([v.pipe(v.string(), v.parseJson(), TypedDataSchema), TypedDataSchema]),
])

// PROTOCOL.md: every call's `to` and `data` start with 0x
export const SendCallsParamsSchema = v.tuple([
  v.object({
    version: v.optional(v.string()),
    chainId: v.optional(HexSchema),
    from: v.optional(AddressSchema),
    atomicRequired: v.optional(v.boolean()),
    calls: v.pipe(
      v.array(
        v.object({
          to: v.pipe(v.string(), v.startsWith('0x'), AddressSchema),
          data: v.optional(v.pipe(v.string(), v.startsWith('0x'), HexSchema)),
          value: v.optional(HexSchema),
        }),
      ),
      v.minLength(1, 'wallet_sendCalls needs at least one call'),
    ),
    capabilities: v.optional(v.record(v.string(), v.unknown())),
  }),
])

export const CallsStatusParamsSchema = v.tuple([v.string()])
