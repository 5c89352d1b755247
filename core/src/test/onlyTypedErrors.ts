import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'

// issue 15, item 6: given any input of its declared type, each public parser, validator and
// formatter returns or throws one of our errors; 10,000 inputs each, huge and non-finite
// ones included. Each also reads every 1 MB input once: a quadratic path would time out.
const RUNS = Number(process.env.H4_RUNS ?? 10_000)
const MB = 1_000_000

const HUGE = [
  '1'.repeat(64_000),
  `${'0'.repeat(MB - 1)}1`,
  `1.${'0'.repeat(MB - 2)}1`,
  'a'.repeat(MB),
  `0x${'ab'.repeat(MB / 2)}`,
  ':'.repeat(MB),
  `${'1'.repeat(MB)}x`,
]
const tricky = fc.constantFrom(
  '',
  ' ',
  '.',
  '-',
  '1e999999999',
  '1e-1000',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'solana:constructor',
  'eip155:__proto__',
  'eip155:1:0x0000000000000000000000000000000000000000',
  'topic:x',
  'id:1e400',
  '0x',
  '0x0',
  `0x${'f'.repeat(64)}`,
  '\u0000',
  '\ud800',
)
const decimalText = fc.stringMatching(/^-?\d{0,90}(\.\d{0,300})?([eE][+-]?\d{1,5})?$/)
export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 3, arbitrary: decimalText },
  { weight: 2, arbitrary: tricky },
)
export const num = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    1e308,
    5e-324,
    2 ** 53,
    10_000_000,
    1_000_000_000,
    255,
    256,
  ),
)
export const big = fc.oneof(
  fc.bigInt(),
  fc.constantFrom(10n ** 5_000n, -(10n ** 5_000n), 2n ** 256n),
)
export const amount = fc.oneof(text, num, big)
// the other types an `unknown` parameter meets, kept cheap so 10,000 runs stay fast
export const anything = fc.oneof(
  text,
  num,
  big,
  fc.constantFrom(null, undefined, true, {}, [], Symbol('s'), () => 1, new Date(Number.NaN)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(text, num, fc.constant(null)), {
    maxKeys: 4,
  }),
  fc.array(text, { maxLength: 4 }),
)

/** runs `fn` on `RUNS` inputs; a throw must be one of our errors */
export function onlyTypedErrors<T extends unknown[]>(
  name: string,
  args: fc.Arbitrary<T>,
  fn: (...a: T) => unknown,
) {
  test(`property: ${name} returns or throws one of our errors`, () => {
    // the megabyte inputs in the first place, with the rest of the arguments drawn
    for (const big of HUGE) {
      const [drawn] = fc.sample(args, { numRuns: 1, seed: 1 })
      const a = (drawn ? drawn.map((x, i) => (i === 0 ? big : x)) : [big]) as T
      try {
        fn(...a)
      } catch (error) {
        expect(error, `${name}(<${big.length} characters>)`).toBeInstanceOf(BaseError)
      }
    }
    fc.assert(
      fc.property(args, (a) => {
        try {
          fn(...a)
        } catch (error) {
          // expect and the quoted input only for a failure: on every typed throw they took
          // more time than the function under test
          if (!(error instanceof BaseError))
            expect(error, `${name}(${fc.stringify(a).slice(0, 200)})`).toBeInstanceOf(BaseError)
        }
      }),
      { numRuns: RUNS },
    )
  })
}

export const one = <T>(a: fc.Arbitrary<T>) => fc.tuple(a)
