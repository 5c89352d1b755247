import { createPublicClient, http, parseAbi } from 'viem'
import { optimism } from 'viem/chains'

// Farcaster's IdRegistry on OP Mainnet: `idOf(custody)` is the fid an address holds
// https://docs.farcaster.xyz/reference/contracts/reference/id-registry
const ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

/** the fid a custody address holds (0 for none), asked of an OP Mainnet RPC */
export type LookupFid = (custody: `0x${string}`) => Promise<bigint>

export function createIdRegistryLookup(optimismRpcUrl: string): LookupFid {
  const client = createPublicClient({ chain: optimism, transport: http(optimismRpcUrl) })
  return (custody) =>
    client.readContract({
      address: ID_REGISTRY,
      abi: idRegistryAbi,
      functionName: 'idOf',
      args: [custody],
    })
}
