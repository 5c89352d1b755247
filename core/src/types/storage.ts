import type { StandardOutput, StandardSchemaV1 } from '../storage/standardSchema.js'

/** The small subset of the Web Storage API the kit needs; localStorage fits it as is. */
export type StorageDriver = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Typed, prefixed storage. Every read is checked against a schema: a corrupt or foreign
 * value is logged and read as undefined, never thrown.
 */
export type KitStorage = {
  get<TSchema extends StandardSchemaV1>(
    key: string,
    schema: TSchema,
  ): StandardOutput<TSchema> | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}
