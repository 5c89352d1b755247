import type { GenericSchema, InferOutput } from 'valibot'

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
  get<TSchema extends GenericSchema>(key: string, schema: TSchema): InferOutput<TSchema> | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}
