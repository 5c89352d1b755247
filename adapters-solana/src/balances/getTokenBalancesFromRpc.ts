import { type Connection, PublicKey } from '@solana/web3.js'
import type { Network, TokenBalance } from '@walletport/core'
import { toTokenBalance } from '@walletport/core'
import { decodeMintDecimals } from '../spl/decodeMintDecimals.js'
import { decodeTokenAccount } from '../spl/decodeTokenAccount.js'
import { TOKEN_PROGRAM_ADDRESSES } from '../spl/tokenPrograms.js'

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
  const programs = TOKEN_PROGRAM_ADDRESSES.map((program) => new PublicKey(program))
  const [lamports, ...byProgram] = await Promise.all([
    connection.getBalance(owner),
    ...programs.map((programId) => connection.getTokenAccountsByOwner(owner, { programId })),
  ])

  const wanted = tokens && new Set(tokens.map((token) => token.address))
  const held = new Map<string, { mint: PublicKey; programId: PublicKey; amount: bigint }>()
  byProgram.forEach(({ value }, i) => {
    const programId = programs[i] as PublicKey
    for (const { account } of value) {
      // what the endpoint answers is checked like any outside input
      const parsed = account.owner.equals(programId) ? decodeTokenAccount(account.data) : undefined
      if (!parsed) continue
      const mint = new PublicKey(parsed.mint)
      const key = mint.toBase58()
      if (wanted && !wanted.has(key)) continue
      const entry = held.get(key) ?? { mint, programId, amount: 0n }
      entry.amount += parsed.amount
      held.set(key, entry)
    }
  })
  const nonEmpty = [...held.values()].filter((entry) => entry.amount > 0n)
  const mints = await connection.getMultipleAccountsInfo(nonEmpty.map((entry) => entry.mint))

  const rows: TokenBalance[] = [toTokenBalance({ network, amount: BigInt(lamports) })]
  nonEmpty.forEach((entry, i) => {
    const info = mints[i]
    // a mint belongs to the program of its token accounts; zero decimals (NFTs) and
    // anything that is not a mint are left out
    const decimals = info?.owner.equals(entry.programId) ? decodeMintDecimals(info.data) : undefined
    if (!decimals) return
    const mint = entry.mint.toBase58()
    const named = tokenList.find((token) => token.address === mint)
    const token = {
      address: mint,
      name: named?.name ?? mint,
      symbol: named?.symbol ?? mint.slice(0, 4),
      decimals,
    }
    rows.push(toTokenBalance({ network, amount: entry.amount, token, iconUrl: named?.iconUrl }))
  })
  return rows
}
