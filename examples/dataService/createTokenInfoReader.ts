import { type Address, erc20Abi, type PublicClient, parseAbi } from 'viem'

export type TokenInfo =
  | { kind: 'erc20'; address: Address; name: string; symbol: string; decimals: number }
  | { kind: 'erc721'; address: Address; name: string; symbol: string }

export type TokenInfoReader = {
  /** what the contract at `address` is, read from the chain; undefined for neither kind */
  read(address: Address): Promise<TokenInfo | undefined>
}

const erc721Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function supportsInterface(bytes4) view returns (bool)',
])
const ERC721_INTERFACE = '0x80ac58cd'

/**
 * Docs: /examples/dataService. Reads token metadata from a chain, keeping what it found: a
 * contract's name, symbol and decimals do not change. Failures are not kept, so a contract
 * deployed later is still found.
 */
export function createTokenInfoReader(client: PublicClient): TokenInfoReader {
  const found = new Map<string, Promise<TokenInfo | undefined>>()

  async function load(address: Address): Promise<TokenInfo | undefined> {
    const call = <T>(read: Promise<T>) => read.catch(() => undefined)
    const [name, symbol, decimals, isErc721] = await Promise.all([
      call(client.readContract({ address, abi: erc20Abi, functionName: 'name' })),
      call(client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })),
      call(client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })),
      call(
        client.readContract({
          address,
          abi: erc721Abi,
          functionName: 'supportsInterface',
          args: [ERC721_INTERFACE],
        }),
      ),
    ])
    if (name === undefined || symbol === undefined) return undefined
    if (isErc721 === true) return { kind: 'erc721', address, name, symbol }
    if (decimals !== undefined) return { kind: 'erc20', address, name, symbol, decimals }
    return undefined
  }

  return {
    read(address) {
      const key = address.toLowerCase()
      let pending = found.get(key)
      if (!pending) {
        pending = load(address)
        found.set(key, pending)
        pending.then(
          (info) => info === undefined && found.delete(key),
          () => found.delete(key),
        )
      }
      return pending
    },
  }
}
