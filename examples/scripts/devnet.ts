import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { DemoConfig } from '../demo/demoConfig.js'
import { type AnvilNode, startAnvil } from './anvil.js'

/** anvil's public development mnemonic: its accounts hold test ether on every fresh node */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export type Devnet = {
  /** what the page is given: the chains and the demo wallet's key */
  config: DemoConfig
  /** the two listed chains' nodes, in the order of `config.chains` */
  nodes: readonly [AnvilNode, AnvilNode]
  /** the demo wallet's address */
  address: `0x${string}`
  stop(): Promise<void>
}

/** The key of a dev account of the mnemonic (index 0 is anvil's first account). */
export function getDevKey(addressIndex = 0): { privateKey: `0x${string}`; address: `0x${string}` } {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('the mnemonic gave no private key')
  return { privateKey: toHex(key), address: account.address }
}

/**
 * Docs: /examples/demo. Two local chains on anvil, so switching networks is real: Devnet A
 * (31337, 10000 ETH per dev account) and Devnet B (31338, 2500 ETH, so a switch shows a new
 * balance). A third chain, Devnet C, is known to the demo wallet only: the app does not list
 * it, which shows the unsupported-network path without a third node.
 */
export async function startDevnet(): Promise<Devnet> {
  const started = await Promise.allSettled([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338, balance: 2500 }),
  ])
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  const [a, b] = nodes
  if (failure || !a || !b) {
    await Promise.all(nodes.map((node) => node.stop()))
    throw failure?.reason ?? new Error('anvil did not start')
  }
  const { privateKey, address } = getDevKey(0)
  return {
    config: {
      chains: [
        { id: a.chainId, name: 'Devnet A', rpcUrl: a.rpcUrl },
        { id: b.chainId, name: 'Devnet B', rpcUrl: b.rpcUrl },
        { id: 31339, name: 'Devnet C', unlisted: true },
      ],
      privateKey,
    },
    nodes: [a, b],
    address,
    async stop() {
      await Promise.all([a.stop(), b.stop()])
    },
  }
}
