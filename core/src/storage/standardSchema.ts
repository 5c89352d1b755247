/**
 * The Standard Schema interface (standardschema.dev, version 1), which valibot, zod and
 * arktype schemas implement: what the kit's storage reads through. Written here, as types
 * only, so that storage imports no schema library (see standardCheck.ts for why).
 */
export type StandardSchemaV1<TInput = unknown, TOutput = TInput> = {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (
      value: unknown,
    ) => StandardResult<TOutput> | Promise<StandardResult<TOutput>>
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined
  }
}

export type StandardIssue = {
  readonly message: string
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined
}

export type StandardResult<TOutput> =
  | { readonly value: TOutput; readonly issues?: undefined }
  | { readonly issues: readonly StandardIssue[] }

/** the value a schema gives for valid input */
export type StandardOutput<TSchema extends StandardSchemaV1> = NonNullable<
  TSchema['~standard']['types']
>['output']
