import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { getDemoContracts } from '../contracts/demoContracts.js'
import { deployDemoContracts } from '../contracts/deployDemoContracts.js'
import { type DataService, startDataService } from '../dataService/startDataService.js'
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
  /** the local data service over both chains (its URL is `config.dataServiceUrl`) */
  dataService: DataService
  stop(): Promise<void>
}

/** anvil dev account 9 deploys the demo contracts and pays the local on-ramp's orders */
export const OPERATOR_INDEX = 9

export type DevKey = { readonly privateKey: `0x${string}`; readonly address: `0x${string}` }

// the mnemonic's seed is 2,048 rounds of PBKDF2-SHA512 in JavaScript, about 0.25 s of CPU, and
// each devnet asked for it twice: a test process derives each account once
const devKeys = new Map<number, DevKey>()

/** The key of a dev account of the mnemonic (index 0 is anvil's first account). */
export function getDevKey(addressIndex = 0): DevKey {
  const known = devKeys.get(addressIndex)
  if (known) return known
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('the mnemonic gave no private key')
  const derived: DevKey = Object.freeze({ privateKey: toHex(key), address: account.address })
  devKeys.set(addressIndex, derived)
  return derived
}

/**
 * Docs: /examples/demo. Two local chains on anvil, so switching networks is real: Devnet A
 * (31337, 10000 ETH per dev account) and Devnet B (31338, 2500 ETH, so a switch shows a new
 * balance). A third chain, Devnet C, is known to the demo wallet only: the app does not list
 * it, which shows the unsupported-network path without a third node. Both nodes get the demo
 * contracts (USDC, DAI, the spam collection, the swap pools; the wallet holds tokens), and
 * the local data service serves both.
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
  const operator = getDevKey(OPERATOR_INDEX)
  const listed = [
    { chainId: a.chainId, name: 'Devnet A', rpcUrl: a.rpcUrl },
    { chainId: b.chainId, name: 'Devnet B', rpcUrl: b.rpcUrl },
  ]
  // one operator, the same order on both fresh nodes: the same addresses on both
  const contracts = getDemoContracts(operator.address)
  let dataService: DataService
  try {
    await Promise.all(
      listed.map((chain) =>
        deployDemoContracts({ ...chain, operatorKey: operator.privateKey, wallet: address }),
      ),
    )
    dataService = await startDataService({
      chains: listed,
      contracts,
      operatorKey: operator.privateKey,
    })
  } catch (error) {
    await Promise.all([a.stop(), b.stop()])
    throw error
  }
  return {
    config: {
      chains: [
        { id: a.chainId, name: 'Devnet A', rpcUrl: a.rpcUrl },
        { id: b.chainId, name: 'Devnet B', rpcUrl: b.rpcUrl },
        { id: 31339, name: 'Devnet C', unlisted: true },
      ],
      privateKey,
      dataServiceUrl: dataService.url,
      contracts,
    },
    nodes: [a, b],
    address,
    dataService,
    async stop() {
      await Promise.all([dataService.close(), a.stop(), b.stop()])
    },
  }
}
