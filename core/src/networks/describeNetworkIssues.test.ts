import { base as viemBase } from 'viem/chains'
import { expect, test } from 'vitest'
import { InvalidOptionsError } from '../errors/config.js'
import { createKit } from '../kit/createKit.js'
import type { Network } from '../types/network.js'
import { describeNetworkIssues } from './describeNetworkIssues.js'
import { base, mainnet } from './evm.js'
import { solana } from './solana.js'

test('default', () => {
  expect(describeNetworkIssues(base, 'networks.0')).toEqual([])
  expect(describeNetworkIssues(solana, 'networks.1')).toEqual([])
})

test('error: a viem chain passed to createKit says what to call instead', () => {
  const error = (() => {
    try {
      createKit({ networks: [viemBase as unknown as Network], logLevel: 'silent' })
    } catch (e) {
      return e
    }
  })()
  expect(error).toBeInstanceOf(InvalidOptionsError)
  expect((error as InvalidOptionsError).metaMessages?.[0]).toMatchInlineSnapshot(
    `"networks.0: a viem chain (Base, id 8453) is not a kit network: pass fromViemChain(chain), or import the network from @walletport/core"`,
  )
})

test('error: a network whose id is not its CAIP-2 reference', () => {
  const wrong = { ...base, id: 1 } as Network
  expect(() =>
    createKit({ networks: [mainnet, wrong], logLevel: 'silent' }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks.1: id 1 does not match caipNetworkId eip155:8453; use the catalogue export, fromViemChain(chain), or make both the same chain]
  `)
})
