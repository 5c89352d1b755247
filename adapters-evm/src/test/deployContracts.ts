import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Address, createPublicClient, createWalletClient, type Hex, http, isHex } from 'viem'
import { deployContract, getCode, waitForTransactionReceipt } from 'viem/actions'
import { MULTICALL3_ADDRESS } from '../constants.js'
import type { Anvil } from './anvil.js'
import contractWallet from './contracts/artifacts/ContractWallet.json' with { type: 'json' }
import panicker from './contracts/artifacts/Panicker.json' with { type: 'json' }
import testToken from './contracts/artifacts/TestToken.json' with { type: 'json' }
import testUniversalResolver from './contracts/artifacts/TestUniversalResolver.json' with {
  type: 'json',
}
import { devAccount } from './devAccounts.js'

type Artifact = { abi: readonly unknown[]; bytecode: string }

export const artifacts = {
  contractWallet,
  panicker,
  testToken,
  testUniversalResolver,
} satisfies Record<string, Artifact>

/** the dev account that deploys; kept apart from the accounts the tests send from */
const DEPLOYER = 9

function bytecodeOf(artifact: Artifact): Hex {
  if (!isHex(artifact.bytecode)) throw new Error('artifact without bytecode')
  return artifact.bytecode
}

/** Deploys a committed artifact and returns its address once mined. */
export async function deploy(
  anvil: Anvil,
  artifact: Artifact,
  args: readonly unknown[] = [],
): Promise<Address> {
  const transport = http(anvil.rpcUrl)
  const wallet = createWalletClient({ account: devAccount(DEPLOYER), transport })
  const hash = await deployContract(wallet, {
    abi: artifact.abi,
    bytecode: bytecodeOf(artifact),
    args,
    chain: null,
  })
  const receipt = await waitForTransactionReceipt(createPublicClient({ transport }), {
    hash,
    pollingInterval: 20,
  })
  if (!receipt.contractAddress) throw new Error('deployment failed')
  return receipt.contractAddress
}

/**
 * Puts Multicall3 at its canonical address: viem's bundled creation code is deployed once,
 * and its runtime code copied with anvil_setCode.
 */
export async function installMulticall3(anvil: Anvil): Promise<void> {
  const require = createRequire(import.meta.url)
  const viemRoot = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(viemRoot, '_esm/constants/contracts.js'), 'utf8')
  const creation = /multicall3Bytecode\s*=\s*'(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (!creation) throw new Error('viem no longer bundles the Multicall3 bytecode')
  const address = await deploy(anvil, { abi: [], bytecode: creation })
  const runtime = await getCode(createPublicClient({ transport: http(anvil.rpcUrl) }), { address })
  if (!runtime) throw new Error('Multicall3 deployment has no code')
  await anvil.rpc('anvil_setCode', [MULTICALL3_ADDRESS, runtime])
}
