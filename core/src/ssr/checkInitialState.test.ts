import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { checkInitialState } from './checkInitialState.js'

// the valibot schema the hand-written check replaced (the size budget): the reference
const REFERENCE = v.object({
  version: v.literal(1),
  activeNetworkId: v.pipe(v.string(), v.maxLength(100)),
  accounts: v.pipe(
    v.array(
      v.object({
        namespace: v.picklist(['eip155', 'solana', 'bip122']),
        address: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
        networkId: v.pipe(v.string(), v.maxLength(100)),
      }),
    ),
    v.maxLength(3),
  ),
})

const loose = fc.oneof(fc.jsonValue(), fc.constant(undefined))
/** mostly fitting values, so that both outcomes are common */
const mostly = (fits: fc.Arbitrary<unknown>, other: fc.Arbitrary<unknown> = loose) =>
  fc.oneof({ weight: 9, arbitrary: fits }, { weight: 1, arbitrary: other })
const text = (max: number) =>
  mostly(
    fc.string({ maxLength: max }),
    fc.oneof(fc.constant(''), fc.constant('x'.repeat(max + 1)), loose),
  )
const account = fc.record(
  {
    namespace: mostly(fc.constantFrom('eip155', 'solana', 'bip122'), fc.constant('cosmos')),
    address: text(200),
    networkId: text(100),
    extra: loose,
  },
  { requiredKeys: ['namespace', 'address', 'networkId'] },
)
const state = fc.record(
  {
    version: mostly(fc.constant(1), fc.constantFrom(2, '1')),
    activeNetworkId: text(100),
    accounts: mostly(fc.array(account, { maxLength: 4 })),
    extra: loose,
  },
  { requiredKeys: ['version', 'activeNetworkId', 'accounts'] },
)

test('behavior: accepts and returns what the valibot schema did, known keys only', () => {
  fc.assert(
    fc.property(mostly(state), (value) => {
      const expected = v.safeParse(REFERENCE, value)
      const result = checkInitialState(value)
      expect(result.issues === undefined).toBe(expected.success)
      if (expected.success && !result.issues) expect(result.value).toStrictEqual(expected.output)
      else expect(result.issues?.[0]?.message).toMatch(/Expected/)
    }),
    { numRuns: 500 },
  )
}, 60_000)

test('bad input: the issue names where the state is wrong', () => {
  const account = { namespace: 'eip155', address: '0x1', networkId: 'eip155:1' }
  const issue = (value: unknown) => checkInitialState(value).issues?.[0]?.message
  expect(issue('x')).toBe('Expected an object')
  expect(issue({ version: 2, activeNetworkId: 'eip155:1' })).toBe('version: Expected 1')
  expect(issue({ version: 1, activeNetworkId: 'eip155:1', accounts: [account, {}] })).toBe(
    'accounts.1.namespace: Expected a string',
  )
  expect(issue({ version: 1, activeNetworkId: 'x'.repeat(101), accounts: [] })).toBe(
    'activeNetworkId: Expected 0 to 100 characters but received 101',
  )
  expect(
    issue({
      version: 1,
      activeNetworkId: 'eip155:1',
      accounts: [{ ...account, namespace: 'cosmos' }],
    }),
  ).toBe('accounts.0.namespace: Expected eip155, solana or bip122')
  expect(issue({ version: 1, activeNetworkId: 'eip155:1', accounts: Array(4).fill(account) })).toBe(
    'accounts: Expected a list of at most 3 accounts',
  )
})
