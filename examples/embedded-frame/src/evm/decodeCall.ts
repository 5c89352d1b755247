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
import type { FrameText } from '../i18n/createFrameText.js'

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

/** a token amount in the token's units and the visitor's locale; raw units without decimals */
export function tokenAmount(amount: bigint, token: Token, contract: string, text: FrameText) {
  if (amount >= UNLIMITED)
    return token
      ? text.t('call.unlimitedToken', { symbol: token.symbol })
      : text.t('call.unlimited')
  return token
    ? `${text.decimal(formatUnits(amount, token.decimals))} ${token.symbol}`
    : text.t('call.rawUnitsOf', { amount: text.integer(amount), contract })
}

export const unlimitedWarning = (text: FrameText, spender: string, contract: string) =>
  text.t('call.unlimitedWarning', { spender, contract })

/** a permit's deadline as a date in the visitor's locale; one past any date as its number */
function deadlineOf(deadline: bigint, text: FrameText): string {
  const date = new Date(Number(deadline) * 1000)
  return Number.isNaN(date.getTime()) ? `${deadline}` : text.date(date)
}

/** the call, when it is one of COMMON_ABI's */
function decodeCommon(data: Hex) {
  try {
    return decodeFunctionData({ abi: COMMON_ABI, data })
  } catch {
    return undefined
  }
}

/**
 * Call data in words for the common token calls (ERC-20 transfer, approve, permit; ERC-721
 * and ERC-1155 transfers; setApprovalForAll); undefined for any other call, shown as hex.
 */
export async function decodeCall(
  client: PublicClient<Transport, Chain>,
  contract: Address,
  data: Hex,
  text: FrameText,
): Promise<DecodedCall | undefined> {
  const call = decodeCommon(data)
  if (!call) return undefined
  const token = await readToken(client, contract)
  const { t } = text
  const rows: [string, string][] = [
    [t('call.contract'), `${contract}${token ? ` (${token.symbol})` : ''}`],
  ]
  const warnings: string[] = []
  const amountOf = (amount: bigint) => tokenAmount(amount, token, contract, text)
  const allowance = (spender: string, amount: bigint) => {
    rows.push([t('call.spender'), spender], [t('call.allowance'), amountOf(amount)])
    if (amount >= UNLIMITED) warnings.push(unlimitedWarning(text, spender, contract))
  }
  const action = (key: Parameters<typeof t>[0]) => rows.unshift([t('call.action'), t(key)])
  switch (call.functionName) {
    case 'transfer': {
      const [to, amount] = call.args
      action('call.transfer')
      rows.push([t('call.recipient'), to], [t('call.amount'), amountOf(amount)])
      break
    }
    case 'approve':
    case 'increaseAllowance': {
      const [spender, amount] = call.args
      // ERC-721 shares approve's selector: without decimals the number is a token id
      action(token ? 'call.approval' : 'call.approvalOrNft')
      allowance(spender, amount)
      break
    }
    case 'permit': {
      const [owner, spender, value, deadline] = call.args
      rows.unshift([t('call.owner'), owner])
      action('call.permit')
      allowance(spender, value)
      rows.push([t('call.deadline'), deadlineOf(deadline, text)])
      break
    }
    case 'transferFrom': {
      const [from, to, amount] = call.args
      action(token ? 'call.transferFrom' : 'call.nftTransfer')
      rows.push([t('evm.from'), from], [t('call.recipient'), to])
      rows.push(token ? [t('call.amount'), amountOf(amount)] : [t('call.tokenId'), `${amount}`])
      break
    }
    case 'safeTransferFrom': {
      const [from, to, id, amount] = call.args
      action(typeof amount !== 'bigint' ? 'call.erc721Transfer' : 'call.erc1155Transfer')
      rows.push([t('evm.from'), from], [t('call.recipient'), to], [t('call.tokenId'), `${id}`])
      if (typeof amount === 'bigint') rows.push([t('call.amount'), text.integer(amount)])
      break
    }
    case 'safeBatchTransferFrom': {
      const [from, to, ids, amounts] = call.args
      action('call.batchTransfer')
      rows.push([t('evm.from'), from], [t('call.recipient'), to])
      for (const [i, id] of ids.entries())
        rows.push([
          t('call.tokenIdOf', { id: `${id}` }),
          t('call.amountOf', { amount: text.integer(amounts[i] ?? 0n) }),
        ])
      break
    }
    case 'setApprovalForAll': {
      const [operator, approved] = call.args
      action(approved ? 'call.approvalForAll' : 'call.revokeForAll')
      rows.push([t('call.operator'), operator])
      if (approved) warnings.push(t('call.collectionWarning', { operator, contract }))
      break
    }
  }
  return { rows, warnings }
}
