import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from './version.js'

test('default', () => {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  expect(SDK_VERSION).toBe(version)
  expect(SDK_TYPE).toBe('walletport')
})
