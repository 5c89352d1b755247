import { expect, test } from 'vitest'
import type { SiwxMessageData } from '../types/adapter.js'
import { writeCaip122Message } from './writeCaip122Message.js'

const data = {
  domain: 'app.example',
  accountAddress: 'bc1qexample',
  statement: 'Sign in to the app',
  uri: 'https://app.example',
  version: '1',
  networkId: 'bip122:000000000019d6689c085ae165831e93',
  nonce: 'n0nce1234',
  issuedAt: '2026-11-27T10:00:00.000Z',
  expirationTime: '2026-11-27T11:00:00.000Z',
  resources: ['https://app.example/terms'],
} as SiwxMessageData

test('default: the EIP-4361 layout with the namespace named', () => {
  expect(
    writeCaip122Message({
      data,
      accountKind: 'Bitcoin',
      chainId: '000000000019d6689c085ae165831e93',
      uri: 'https://app.example',
    }),
  ).toBe(
    [
      'app.example wants you to sign in with your Bitcoin account:',
      'bc1qexample',
      '',
      'Sign in to the app',
      '',
      'URI: https://app.example',
      'Version: 1',
      'Chain ID: 000000000019d6689c085ae165831e93',
      'Nonce: n0nce1234',
      'Issued At: 2026-11-27T10:00:00.000Z',
      'Expiration Time: 2026-11-27T11:00:00.000Z',
      'Resources:',
      '- https://app.example/terms',
    ].join('\n'),
  )
})

test('behavior: the optional lines are left out when their fields are', () => {
  const { statement: _s, expirationTime: _e, resources: _r, ...bare } = data
  const text = writeCaip122Message({
    data: bare,
    accountKind: 'Solana',
    chainId: 'devnet',
    uri: 'u',
  })
  expect(text.split('\n')).toEqual([
    'app.example wants you to sign in with your Solana account:',
    'bc1qexample',
    '',
    'URI: u',
    'Version: 1',
    'Chain ID: devnet',
    'Nonce: n0nce1234',
    'Issued At: 2026-11-27T10:00:00.000Z',
  ])
})
