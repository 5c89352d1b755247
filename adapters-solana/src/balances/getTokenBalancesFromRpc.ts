import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token'
import { type Connection, PublicKey } from '@solana/web3.js'
import type { Network, TokenBalance } from '@walletport/core'
import { formatUnits } from '../utils/formatUnits.js'

/** Names for mints that RPC alone cannot name (token metadata lives in other programs). */
export type SolanaTokenInfo = { address: string; name: string; symbol: string; iconUrl?: string }

export type GetTokenBalancesFromRpcParameters = {
  connection: Connection
  address: string
  network: Network
  /** only these mints; every token account of the owner when absent */
  tokens?: readonly { address: string }[]
  tokenList?: readonly SolanaTokenInfo[]
}

const PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]

/**
 * The native balance and every SPL (Token and Token-2022) balance of an owner, read from
 * the network's RPC with no hosted service. Empty token accounts and zero-decimal mints
 * (NFTs, the spec's "low quality" rows) are left out; prices are unknown, so 0.
 */
export async function getTokenBalancesFromRpc({
  connection,
  address,
  network,
  tokens,
  tokenList = [],
}: GetTokenBalancesFromRpcParameters): Promise<TokenBalance[]> {
  const owner = new PublicKey(address)
  const [lamports, ...byProgram] = await Promise.all([
    connection.getBalance(owner),
    ...PROGRAMS.map((programId) => connection.getTokenAccountsByOwner(owner, { programId })),
  ])

  const wanted = tokens && new Set(tokens.map((token) => token.address))
  const held = new Map<string, { mint: PublicKey; programId: PublicKey; amount: bigint }>()
  byProgram.forEach(({ value }, i) => {
    const programId = PROGRAMS[i] as PublicKey
    for (const { pubkey, account } of value) {
      let parsed: ReturnType<typeof unpackAccount>
      try {
        parsed = unpackAccount(pubkey, account, programId)
      } catch {
        continue
      }
      const key = parsed.mint.toBase58()
      if (wanted && !wanted.has(key)) continue
      const entry = held.get(key) ?? { mint: parsed.mint, programId, amount: 0n }
      entry.amount += parsed.amount
      held.set(key, entry)
    }
  })
  const nonEmpty = [...held.values()].filter((entry) => entry.amount > 0n)
  const mints = await connection.getMultipleAccountsInfo(nonEmpty.map((entry) => entry.mint))

  const { nativeCurrency } = network
  const rows: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: {
        decimals: String(nativeCurrency.decimals),
        numeric: formatUnits(BigInt(lamports), nativeCurrency.decimals),
      },
      iconUrl: '',
    },
  ]
  nonEmpty.forEach((entry, i) => {
    let decimals: number
    try {
      decimals = unpackMint(entry.mint, mints[i] ?? null, entry.programId).decimals
    } catch {
      return
    }
    if (decimals === 0) return
    const mint = entry.mint.toBase58()
    const info = tokenList.find((token) => token.address === mint)
    rows.push({
      name: info?.name ?? mint,
      symbol: info?.symbol ?? mint.slice(0, 4),
      chainId: network.caipNetworkId,
      address: mint,
      value: 0,
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(entry.amount, decimals) },
      iconUrl: info?.iconUrl ?? '',
    })
  })
  return rows
}
