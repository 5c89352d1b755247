// small explicit guards for what wallets hand us: outside input, checked before use

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array

export const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function'

export const isStringArray = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A feature object of `name` that has a method `method`. */
export function hasFeature(
  features: unknown,
  name: string,
  method: string,
): features is Record<string, Record<string, unknown>> {
  if (!isRecord(features)) return false
  const feature = features[name]
  return isRecord(feature) && isFunction(feature[method])
}
