import {
  type Address,
  type Chain,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  type PublicClient,
  parseAbi,
  type Transport,
} from 'viem'

// the calls a site most often asks for, and the ones that hand over control of tokens
const COMMON_ABI = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function transferFrom(address from, address to, uint256 amountOrTokenId)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** at or above this an allowance is "unlimited": MAX_UINT256 and its usual stand-ins */
export const UNLIMITED = 2n ** 255n

export type DecodedCall = {
  rows: [string, string][]
  warnings: string[]
}

type Token = { symbol: string; decimals: number } | undefined

/** the token's symbol and decimals, when the contract answers both (ERC-20); else undefined */
export async function readToken(
  client: PublicClient<Transport, Chain>,
  address: Address,
): Promise<Token> {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    return undefined
  }
}

export function tokenAmount(amount: bigint, token: Token, contract: string): string {
  if (amount >= UNLIMITED) return `Unlimited${token ? ` ${token.symbol}` : ''}`
  return token
    ? `${formatUnits(amount, token.decimals)} ${token.symbol}`
    : `${amount} (raw units of ${contract})`
}

export const unlimitedWarning = (spender: string, contract: string) =>
  `UNLIMITED approval: ${spender} may take every token of ${contract} you hold, now and later.`

/**
 * Call data in words for the common token calls (ERC-20 transfer, approve, permit; ERC-721
 * and ERC-1155 transfers; setApprovalForAll); undefined for any other call, shown as hex.
 */
export async function decodeCall(
  client: PublicClient<Transport, Chain>,
  contract: Address,
  data: Hex,
): Promise<DecodedCall | undefined> {
  let call: ReturnType<typeof decodeFunctionData<typeof COMMON_ABI>>
  try {
    call = decodeFunctionData({ abi: COMMON_ABI, data })
  } catch {
    return undefined
  }
  const token = await readToken(client, contract)
  const rows: [string, string][] = [['Contract', `${contract}${token ? ` (${token.symbol})` : ''}`]]
  const warnings: string[] = []
  const allowance = (spender: string, amount: bigint) => {
    rows.push(['Spender', spender], ['Allowance', tokenAmount(amount, token, contract)])
    if (amount >= UNLIMITED) warnings.push(unlimitedWarning(spender, contract))
  }
  switch (call.functionName) {
    case 'transfer': {
      const [to, amount] = call.args
      rows.unshift(['Action', 'Token transfer'])
      rows.push(['Recipient', to], ['Amount', tokenAmount(amount, token, contract)])
      break
    }
    case 'approve':
    case 'increaseAllowance': {
      const [spender, amount] = call.args
      // ERC-721 shares approve's selector: without decimals the number is a token id
      rows.unshift(['Action', token ? 'Token approval' : 'Approval (ERC-20 amount or NFT id)'])
      allowance(spender, amount)
      break
    }
    case 'permit': {
      const [owner, spender, value, deadline] = call.args
      rows.unshift(['Action', 'Token permit'], ['Owner', owner])
      allowance(spender, value)
      rows.push(['Deadline', new Date(Number(deadline) * 1000).toISOString()])
      break
    }
    case 'transferFrom': {
      const [from, to, amount] = call.args
      rows.unshift(['Action', token ? 'Token transfer from' : 'NFT transfer'])
      rows.push(['From', from], ['Recipient', to])
      rows.push(
        token ? ['Amount', tokenAmount(amount, token, contract)] : ['Token id', `${amount}`],
      )
      break
    }
    case 'safeTransferFrom': {
      const [from, to, id, amount] = call.args
      rows.unshift([
        'Action',
        amount === undefined || typeof amount !== 'bigint'
          ? 'NFT transfer (ERC-721)'
          : 'Token transfer (ERC-1155)',
      ])
      rows.push(['From', from], ['Recipient', to], ['Token id', `${id}`])
      if (typeof amount === 'bigint') rows.push(['Amount', `${amount}`])
      break
    }
    case 'safeBatchTransferFrom': {
      const [from, to, ids, amounts] = call.args
      rows.unshift(['Action', 'Batch token transfer (ERC-1155)'])
      rows.push(['From', from], ['Recipient', to])
      for (const [i, id] of ids.entries())
        rows.push([`Token id ${id}`, `amount ${amounts[i] ?? 0n}`])
      break
    }
    case 'setApprovalForAll': {
      const [operator, approved] = call.args
      rows.unshift(['Action', approved ? 'Approval for all tokens' : 'Revoke approval for all'])
      rows.push(['Operator', operator])
      if (approved)
        warnings.push(
          `UNLIMITED approval: ${operator} may take every token of collection ${contract} you hold, now and later.`,
        )
      break
    }
  }
  return { rows, warnings }
}
