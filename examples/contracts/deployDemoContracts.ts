import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { airdropNftArtifact } from './artifacts/airdropNftArtifact.js'
import { demoCollectionArtifact } from './artifacts/demoCollectionArtifact.js'
import { demoSwapArtifact } from './artifacts/demoSwapArtifact.js'
import { demoTokenArtifact } from './artifacts/demoTokenArtifact.js'
import {
  DEMO_ASSETS,
  DEMO_COLLECTION,
  DEMO_SPAM,
  type DemoAssetKey,
  demoTokenUri,
} from './demoAssets.js'
import {
  DEPLOY_ORDER,
  type DemoContracts,
  getDemoContracts,
  NATIVE_TOKEN_ADDRESS,
} from './demoContracts.js'

export type DeployDemoContractsParameters = {
  chainId: number
  rpcUrl: string
  /** deploys, seeds the pools, and keeps the rest of the token supply */
  operatorKey: Hex
  /** the demo wallet: gets tokens, the spam airdrops and the collection's NFTs */
  wallet: Address
}

/** what each pool holds per side, in USD at the demo prices */
const POOL_SIDE_USD = 300_000
const TOKEN_SUPPLY = 10_000_000
const WALLET_TOKENS = 1_000
const SPAM_AIRDROPS = 2

const amountOf = (asset: DemoAssetKey, usd: number) =>
  parseUnits(String(usd / DEMO_ASSETS[asset].priceUsd), DEMO_ASSETS[asset].decimals)

/**
 * Docs: /examples/contracts. Deploys the demo contracts on a fresh anvil chain, in a fixed
 * order from the operator account, so they land at `getDemoContracts(operator)`: USDC and
 * DAI, the spam collection, the swap contract and the real collection; then seeds the
 * ETH/USDC, ETH/DAI and USDC/DAI pools, sends the wallet 1000 USDC and 1000 DAI, airdrops it
 * two spam NFTs and mints it the collection's three.
 */
export async function deployDemoContracts({
  chainId,
  rpcUrl,
  operatorKey,
  wallet,
}: DeployDemoContractsParameters): Promise<DemoContracts> {
  const account = privateKeyToAccount(operatorKey)
  const chain = defineChain({
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  const operator = createWalletClient({ account, chain, transport })
  const contracts = getDemoContracts(account.address)

  // the addresses are only the promised ones if the operator has sent nothing yet
  let nonce = await client.getTransactionCount({ address: account.address })
  if (nonce !== 0)
    throw new Error(`chain ${chainId}: the operator ${account.address} has sent ${nonce} txs`)
  const hashes: Hash[] = []
  // anvil mines each transaction as it arrives, so the next one already sees its effects
  const send = async (sent: (nonce: number) => Promise<Hash>) => {
    hashes.push(await sent(nonce++))
  }

  for (const key of ['usdc', 'dai'] as const) {
    const { name, symbol, decimals } = DEMO_ASSETS[key]
    await send((n) =>
      operator.deployContract({
        abi: demoTokenArtifact.abi,
        bytecode: demoTokenArtifact.bytecode,
        args: [name, symbol, decimals, parseUnits(String(TOKEN_SUPPLY), decimals)],
        nonce: n,
      }),
    )
  }
  await send((n) =>
    operator.deployContract({
      abi: airdropNftArtifact.abi,
      bytecode: airdropNftArtifact.bytecode,
      args: [DEMO_SPAM.name, DEMO_SPAM.symbol],
      nonce: n,
    }),
  )
  await send((n) =>
    operator.deployContract({
      abi: demoSwapArtifact.abi,
      bytecode: demoSwapArtifact.bytecode,
      nonce: n,
    }),
  )
  await send((n) =>
    operator.deployContract({
      abi: demoCollectionArtifact.abi,
      bytecode: demoCollectionArtifact.bytecode,
      args: [DEMO_COLLECTION.name, DEMO_COLLECTION.symbol],
      nonce: n,
    }),
  )

  for (const token of [contracts.usdc, contracts.dai])
    await send((n) =>
      operator.writeContract({
        address: token,
        abi: demoTokenArtifact.abi,
        functionName: 'approve',
        args: [contracts.swap, maxUint256],
        nonce: n,
      }),
    )
  const pools: [DemoAssetKey, DemoAssetKey][] = [
    ['eth', 'usdc'],
    ['eth', 'dai'],
    ['usdc', 'dai'],
  ]
  const addressOf = (asset: DemoAssetKey) =>
    asset === 'eth' ? NATIVE_TOKEN_ADDRESS : contracts[asset]
  for (const [a, b] of pools) {
    const amountA = amountOf(a, POOL_SIDE_USD)
    const amountB = amountOf(b, POOL_SIDE_USD)
    await send((n) =>
      operator.writeContract({
        address: contracts.swap,
        abi: demoSwapArtifact.abi,
        functionName: 'addLiquidity',
        args: [addressOf(a), addressOf(b), amountA, amountB],
        value: a === 'eth' ? amountA : 0n,
        nonce: n,
      }),
    )
  }

  for (const key of ['usdc', 'dai'] as const)
    await send((n) =>
      operator.writeContract({
        address: contracts[key],
        abi: demoTokenArtifact.abi,
        functionName: 'transfer',
        args: [wallet, parseUnits(String(WALLET_TOKENS), DEMO_ASSETS[key].decimals)],
        nonce: n,
      }),
    )
  for (let i = 0; i < SPAM_AIRDROPS; i++)
    await send((n) =>
      operator.writeContract({
        address: contracts.spam,
        abi: airdropNftArtifact.abi,
        functionName: 'airdrop',
        args: [wallet],
        nonce: n,
      }),
    )

  for (const token of DEMO_COLLECTION.tokens)
    await send((n) =>
      operator.writeContract({
        address: contracts.collection,
        abi: demoCollectionArtifact.abi,
        functionName: 'mint',
        args: [wallet, demoTokenUri(token)],
        nonce: n,
      }),
    )

  for (const [i, hash] of hashes.entries()) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`chain ${chainId}: demo setup transaction ${hash} reverted`)
    const key = DEPLOY_ORDER[i]
    if (key && receipt.contractAddress?.toLowerCase() !== contracts[key].toLowerCase())
      throw new Error(`chain ${chainId}: ${key} landed at ${receipt.contractAddress}`)
  }
  return contracts
}
