import { invalid, standardCheck, valid } from './standardCheck.js'

// hand-written rather than valibot's v.string() and v.array(): these reads run before the
// first click (see standardCheck.ts)

/** a stored string */
export function stringCheck() {
  return standardCheck((value) =>
    typeof value === 'string' ? valid(value) : invalid('Expected a string'),
  )
}

/** a stored list of strings */
export function stringListCheck() {
  return standardCheck((value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? valid(value as string[])
      : invalid('Expected a list of strings'),
  )
}
