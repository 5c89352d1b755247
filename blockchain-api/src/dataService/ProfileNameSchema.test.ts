import * as v from 'valibot'
import { expect, test } from 'vitest'
import { ADDRESS, PROFILE } from '../test/documentedApi.js'
import { ProfileNameSchema } from './ProfileNameSchema.js'

test('default', () => {
  expect(v.parse(ProfileNameSchema, PROFILE).address).toBe(ADDRESS)
})

test('behavior: no addresses resolves to none; attributes default to none', () => {
  expect(v.parse(ProfileNameSchema, { name: 'x.reown.id', addresses: {} })).toEqual({
    name: 'x.reown.id',
    addresses: {},
    attributes: [],
    address: undefined,
  })
})
