import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoTokenArtifact } from '../../contracts/artifacts/demoTokenArtifact.js'
import {
  type DecodedCall,
  decodeCall,
  unlimitedWarning,
} from '../../embedded-frame/src/evm/decodeCall.js'
import { handleEvmRequest } from '../../embedded-frame/src/evm/handleEvmRequest.js'
import { createFrameText } from '../../embedded-frame/src/i18n/createFrameText.js'
import { type AnvilNode, startAnvil } from '../../scripts/anvil.js'
import { RECIPIENT, readBalance } from '../harness/chain.js'
import { recordingApprove, testKeys } from './testKeys.js'

// anvil's first dev account: funded with 10000 of the chain's coin
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const keys = testKeys(DEV_KEY)
// the screen in English, the frame's words before the host names a locale
const english = createFrameText()
let anvil: AnvilNode
let token: Hex

beforeAll(async () => {
  // chain 137: its coin is POL, so "ETH" on the screen would be a lie
  anvil = await startAnvil({ chainId: 137 })
  const wallet = createWalletClient({
    account: keys.evm,
    chain: defineChain({
      id: 137,
      name: 'anvil',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
    transport: http(anvil.rpcUrl),
  })
  const hash = await wallet.deployContract({
    abi: demoTokenArtifact.abi,
    bytecode: demoTokenArtifact.bytecode as Hex,
    args: ['Demo USD', 'DUSD', 6, 1_000_000_000_000n],
  })
  // the receipt names the token: a nonce read right after sending can miss a busy node's count
  const { createPublicClient } = await import('viem')
  const client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the demo token was not deployed')
  token = receipt.contractAddress
})
afterAll(() => anvil?.stop())

function request(
  method: string,
  params: unknown,
  network?: Parameters<typeof handleEvmRequest>[2]['network'],
  text = english,
) {
  const approval = recordingApprove()
  const result = handleEvmRequest(method, params, {
    keys,
    chain: { id: 137, rpcUrl: anvil.rpcUrl },
    approve: approval.approve,
    signal: new AbortController().signal,
    calls: new Map(),
    hostOrigin: 'https://app.example.com',
    network,
    text,
  })
  return { result, approval }
}

describe('EVM approval screen', () => {
  test('security: a gas price of balance/21000 does not drain the balance', async () => {
    const before = await readBalance(anvil, keys.evm.address)
    const { result, approval } = request('eth_sendTransaction', [
      { from: keys.evm.address, to: RECIPIENT, value: '0x0', gasPrice: toHex(before / 21_000n) },
    ])
    await result
    const after = await readBalance(anvil, keys.evm.address)
    // the frame's estimate on an idle anvil: a tiny fraction of one coin
    expect(before - after).toBeLessThan(parseEther('0.01'))
    const text = approval.lastText()
    expect(text).toMatch(/Network fee \(at most\): 0\.0\d* POL/)
    expect(text).toMatch(/Nonce: \d+/)
    expect(text).toMatch(/Total cost \(at most\): 0\.0\d* POL/)
    expect(text).toContain('the network')
    expect(text).not.toContain('ETH')
  })

  test('default: value, fee and total are in the chain’s coin, not hex wei', async () => {
    const { result, approval } = request('eth_sendTransaction', [
      { to: RECIPIENT, value: toHex(parseEther('1.5')) },
    ])
    await result
    expect(approval.lastText()).toContain('Value: 1.5 POL')
    expect(approval.lastText()).toContain('EVM chain 137 (POL)')
  })

  test('parameters: the host network name and price name the chain and price the fee', async () => {
    const network = { name: 'Polygon', price: { value: 2000, currency: 'EUR' } }
    const sent = request(
      'eth_sendTransaction',
      [{ to: RECIPIENT, value: toHex(parseEther('2')) }],
      network,
    )
    await sent.result
    const text = sent.approval.lastText()
    expect(text).toContain('Network: Polygon (chain 137)')
    expect(text).toContain('Value: 2 POL (≈ €4,000.00)')
    expect(text).toMatch(/Network fee \(at most\): 0\.0\d* POL \((≈ €\d+\.\d\d|< €0\.01)\)/)
    // a signature costs nothing, and says so
    const signed = request('personal_sign', ['0x6869', keys.evm.address], { name: 'Polygon' })
    await signed.result
    expect(signed.approval.lastText()).toContain('Network: Polygon (chain 137)')
    expect(signed.approval.lastText()).toContain('Network fee: None: signing sends nothing')
  })

  test('parameters: in the host locale, words and amounts are German, Arabic plurals are Arabic', async () => {
    const network = { name: 'Polygon', price: { value: 2000, currency: 'EUR' } }
    const german = createFrameText('de')
    const sent = request(
      'eth_sendTransaction',
      [{ to: RECIPIENT, value: toHex(parseEther('1.5')) }],
      network,
      german,
    )
    await sent.result
    const text = sent.approval.lastText()
    expect(sent.approval.shown.at(-1)?.title).toBe('Transaktion senden')
    expect(text).toContain('Netzwerk: Polygon (Chain 137)')
    expect(text).toContain('Betrag: 1,5 POL (≈ 3.000,00\u00a0€)')
    expect(text).toMatch(/Netzwerkgebühr \(höchstens\): 0,0\d* POL/)
    expect(text).not.toMatch(/Value|Network fee/)
    const calls = request(
      'wallet_sendCalls',
      [{ version: '2.0.0', calls: [1, 2].map(() => ({ to: RECIPIENT, value: '0x1' })) }],
      undefined,
      createFrameText('ar'),
    )
    await calls.result
    expect(calls.approval.shown.at(-1)?.title).toBe('إرسال استدعاءين')
  })

  test('security: an unlimited ERC-20 approve shows its spender and is called out', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [ATTACKER, maxUint256],
    })
    const { result, approval } = request('eth_sendTransaction', [{ to: token, data }])
    await result
    const text = approval.lastText()
    expect(text).toContain(`Spender: ${ATTACKER}`)
    expect(text).toContain('Allowance: Unlimited DUSD')
    expect(text).toContain('UNLIMITED approval')
    expect(approval.shown[0]?.body).toBeUndefined()
  })

  test('behavior: an ERC-20 transfer is shown in the token’s units', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECIPIENT, 2_500_000n],
    })
    const { result, approval } = request('eth_sendTransaction', [{ to: token, data }])
    await result
    expect(approval.lastText()).toContain('Amount: 2.5 DUSD')
    expect(approval.lastText()).toContain(`Recipient: ${RECIPIENT}`)
  })

  test('behavior: setApprovalForAll and NFT transfers are decoded', async () => {
    const nftAbi = [
      {
        type: 'function',
        name: 'setApprovalForAll',
        inputs: [
          { name: 'operator', type: 'address' },
          { name: 'approved', type: 'bool' },
        ],
        outputs: [],
        stateMutability: 'nonpayable',
      },
    ] as const
    const data = encodeFunctionData({
      abi: nftAbi,
      functionName: 'setApprovalForAll',
      args: [ATTACKER, true],
    })
    // sent to an account with no code: the node accepts it, the screen must still decode it
    const { result, approval } = request('eth_sendTransaction', [{ to: RECIPIENT, data }])
    await result
    expect(approval.lastText()).toContain(`Operator: ${ATTACKER}`)
    expect(approval.lastText()).toContain('UNLIMITED approval')
  })

  test('security: typed data shows its whole domain and is refused on another chain', async () => {
    const typedData = (chainId: number) => ({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Demo USD', version: '1', chainId, verifyingContract: token },
      message: {
        owner: keys.evm.address,
        spender: ATTACKER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 2_000_000_000,
      },
    })
    const other = request('eth_signTypedData_v4', [keys.evm.address, typedData(1)])
    await expect(other.result).rejects.toThrowError('not the active chain 137')
    expect(other.approval.shown).toHaveLength(0)
    const { result, approval } = request('eth_signTypedData_v4', [
      keys.evm.address,
      JSON.stringify(typedData(137)),
    ])
    await result
    const text = approval.lastText()
    expect(text).toContain(`Domain verifyingContract: ${token}`)
    expect(text).toContain('Domain chainId: 137')
    expect(text).toContain('Domain version: 1')
    expect(text).toContain('Domain salt: (none)')
    expect(text).toContain(`Spender: ${ATTACKER}`)
    expect(text).toContain('UNLIMITED approval')
  })

  test('security: a SIWE message for another domain is refused; invisible characters flagged', async () => {
    const siwe = (domain: string) =>
      `${domain} wants you to sign in with your Ethereum account:\n${keys.evm.address}\n\nURI: https://${domain}\nVersion: 1\nChain ID: 137\nNonce: abcdefgh12\nIssued At: 2026-01-01T00:00:00Z`
    const phishing = request('personal_sign', [siwe('wallet-drainer.example'), keys.evm.address])
    await expect(phishing.result).rejects.toThrowError('not for app.example.com')
    await expect(
      request('personal_sign', [siwe('app.example.com'), keys.evm.address]).result,
    ).resolves.toMatch(/^0x/)
    const hidden = request('personal_sign', ['I agree\u2066 to nothing\u2069', keys.evm.address])
    await hidden.result
    expect(hidden.approval.lastText()).toContain('[U+2066]')
  })
})

describe('call decoder', () => {
  const OWNER = '0x1111111111111111111111111111111111111111'
  const abi = parseAbi([
    'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    'function transferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
    'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
    'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  ])
  // typed as the frame makes it (handleEvmRequest): a client with no account
  const client = () =>
    createPublicClient({ transport: http(anvil.rpcUrl) }) as unknown as Parameters<
      typeof decodeCall
    >[0]
  const text = (decoded: DecodedCall | undefined) =>
    decoded ? [...decoded.rows.map(([l, v]) => `${l}: ${v}`), ...decoded.warnings].join('\n') : ''
  const sig = [27, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`] as const

  test('security: an ERC-20 permit names owner, spender, amount and deadline; unlimited is called out', async () => {
    const permit = (value: bigint) =>
      encodeFunctionData({
        abi,
        functionName: 'permit',
        args: [OWNER, ATTACKER, value, 2_000_000_000n, ...sig],
      })
    const unlimited = await decodeCall(client(), token, permit(maxUint256), english)
    expect(text(unlimited)).toContain('Action: Token permit')
    expect(text(unlimited)).toContain(`Owner: ${OWNER}`)
    expect(text(unlimited)).toContain(`Spender: ${ATTACKER}`)
    expect(text(unlimited)).toContain('Allowance: Unlimited DUSD')
    expect(text(unlimited)).toContain('Deadline: May 18, 2033, 3:33:20 AM UTC')
    expect(unlimited?.warnings).toEqual([unlimitedWarning(english, ATTACKER, token)])
    const limited = await decodeCall(client(), token, permit(1_250_000n), english)
    expect(text(limited)).toContain('Allowance: 1.25 DUSD')
    expect(limited?.warnings).toEqual([])
  })

  test('behavior: ERC-721 transfers show from, recipient and token id', async () => {
    // RECIPIENT has no code: no symbol or decimals, so the number is a token id
    for (const data of [
      encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [OWNER, ATTACKER, 7n] }),
      encodeFunctionData({
        abi,
        functionName: 'safeTransferFrom',
        args: [OWNER, ATTACKER, 7n, '0x'],
      }),
    ]) {
      const decoded = text(await decodeCall(client(), RECIPIENT, data, english))
      expect(decoded).toContain('Action: NFT transfer (ERC-721)')
      expect(decoded).toContain(`From: ${OWNER}`)
      expect(decoded).toContain(`Recipient: ${ATTACKER}`)
      expect(decoded).toContain('Token id: 7')
      expect(decoded).not.toContain('Amount')
    }
    const plain = encodeFunctionData({
      abi,
      functionName: 'transferFrom',
      args: [OWNER, ATTACKER, 9n],
    })
    expect(text(await decodeCall(client(), RECIPIENT, plain, english))).toContain(
      'Action: NFT transfer',
    )
    // on an ERC-20 the same selector moves an amount in the token's units
    expect(text(await decodeCall(client(), token, plain, english))).toContain(
      'Amount: 0.000009 DUSD',
    )
  })

  test('behavior: ERC-1155 single and batch transfers show each id and amount', async () => {
    const single = encodeFunctionData({
      abi,
      functionName: 'safeTransferFrom',
      args: [OWNER, ATTACKER, 5n, 40n, '0x'],
    })
    const one = text(await decodeCall(client(), RECIPIENT, single, english))
    expect(one).toContain('Action: Token transfer (ERC-1155)')
    expect(one).toContain('Token id: 5')
    expect(one).toContain('Amount: 40')
    const batch = encodeFunctionData({
      abi,
      functionName: 'safeBatchTransferFrom',
      args: [OWNER, ATTACKER, [1n, 2n], [10n, 20n], '0x'],
    })
    const many = text(await decodeCall(client(), RECIPIENT, batch, english))
    expect(many).toContain('Action: Batch token transfer (ERC-1155)')
    expect(many).toContain(`Recipient: ${ATTACKER}`)
    expect(many).toContain('Token id 1: amount 10')
    expect(many).toContain('Token id 2: amount 20')
  })

  test('behavior: other call data is not decoded', async () => {
    expect(await decodeCall(client(), token, '0xdeadbeef', english)).toBeUndefined()
    expect(await decodeCall(client(), token, '0x', english)).toBeUndefined()
  })
})
