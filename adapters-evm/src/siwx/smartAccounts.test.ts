import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  serializeErc6492Signature,
} from 'viem'
import { getCode, readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from '../test/anvil.js'
import ownedAccount from '../test/contracts/artifacts/OwnedAccount.json' with { type: 'json' }
import ownedAccountFactory from '../test/contracts/artifacts/OwnedAccountFactory.json' with {
  type: 'json',
}
import recordedErc1271 from '../test/contracts/artifacts/RecordedErc1271.json' with { type: 'json' }
import { deploy } from '../test/deployContracts.js'
import { devAccount } from '../test/devAccounts.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import eip1271Vectors from './vectors/spruceid-siwe/eip1271.json' with { type: 'json' }
import { verifySiwxMessage } from './verifySiwxMessage.js'

let anvil: Anvil
let client: PublicClient
let factory: Address
const owner = devAccount(1)
const stranger = devAccount(2)

beforeAll(async () => {
  anvil = await startAnvil()
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  factory = await deploy(anvil, ownedAccountFactory)
})
afterAll(async () => {
  await anvil.stop()
})

function messageFor(address: string, nonce = 'n0nce12345') {
  return formatSiwxMessage({
    domain: 'app.example.com',
    address,
    statement: 'Sign in with your smart account.',
    uri: 'https://app.example.com',
    version: '1',
    chainId: anvil.chainId,
    nonce,
    issuedAt: new Date().toISOString(),
  })
}

const expected = { domain: 'app.example.com', nonce: 'n0nce12345' }

describe('ERC-1271: a deployed contract account', () => {
  let account: Address
  beforeAll(async () => {
    account = await deploy(anvil, ownedAccount, [owner.address])
  })

  test("default: the owner's signature", async () => {
    const message = messageFor(account)
    const signature = await owner.signMessage({ message })
    expect(await verifySiwxMessage({ message, signature, expected, client })).toMatchObject({
      valid: true,
      method: 'eip1271',
    })
    // without a client only EOAs can be checked
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    const forged = await stranger.signMessage({ message })
    expect(await verifySiwxMessage({ message, signature: forged, expected, client })).toMatchObject(
      { valid: false, reason: 'signature' },
    )
  })

  test('behavior: signatures of any length, empty included', async () => {
    const message = messageFor(account)
    // the account accepts any signature over a hash its owner approved on-chain
    for (const signature of ['0x', '0x01', `0x${'ab'.repeat(30)}`, `0x${'cd'.repeat(300)}`]) {
      expect(await verifySiwxMessage({ message, signature, expected, client })).toMatchObject({
        valid: false,
        reason: 'signature',
      })
    }
    const wallet = createWalletClient({ account: owner, transport: http(anvil.rpcUrl) })
    const hash = await writeContract(wallet, {
      address: account,
      abi: ownedAccount.abi,
      functionName: 'approveHash',
      args: [hashMessage(message)],
      chain: null,
    })
    await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
    for (const signature of ['0x', '0x01', `0x${'ab'.repeat(30)}`, `0x${'cd'.repeat(300)}`]) {
      expect(await verifySiwxMessage({ message, signature, expected, client })).toMatchObject({
        valid: true,
        method: 'eip1271',
      })
    }
    // the approval covers that message only
    expect(
      await verifySiwxMessage({
        message: messageFor(account, 'other0nce'),
        signature: '0x01',
        expected: { ...expected, nonce: 'other0nce' },
        client,
      }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })
})

test('behavior: a node that cannot be reached verifies nothing, and says why', async () => {
  const account = await deploy(anvil, ownedAccount, [owner.address])
  const message = messageFor(account)
  const signature = await owner.signMessage({ message })
  const offline = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
  const result = await verifySiwxMessage({ message, signature, expected, client: offline })
  expect(result).toMatchObject({ valid: false, reason: 'signature' })
  expect(result.valid === false && result.error).toBeInstanceOf(Error)
})

describe('ERC-6492: an account its factory has not deployed yet', () => {
  const salt = `0x${'07'.repeat(32)}` as Hex

  async function counterfactual(signer: typeof owner) {
    const address = (await readContract(client, {
      address: factory,
      abi: ownedAccountFactory.abi,
      functionName: 'getAccountAddress',
      args: [owner.address, salt],
    })) as Address
    const message = messageFor(address)
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: ownedAccountFactory.abi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      }),
      signature: await signer.signMessage({ message }),
    })
    return { address, message, signature }
  }

  test('default', async () => {
    const { address, message, signature } = await counterfactual(owner)
    expect(await getCode(client, { address })).toBeUndefined()
    expect(await verifySiwxMessage({ message, signature, expected, client })).toMatchObject({
      valid: true,
      method: 'erc6492',
    })
    // checked by a call that deploys nothing
    expect(await getCode(client, { address })).toBeUndefined()
  })

  test('behavior: a signature by someone else than the owner is refused', async () => {
    const { message, signature } = await counterfactual(stranger)
    expect(await verifySiwxMessage({ message, signature, expected, client })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
  })
})

// vectors/README.md: no mainnet here, so each wallet is stood in for by a contract that
// replays the answer the mainnet wallet gave for that exact hash and signature
describe('eip1271.json', () => {
  test.each(Object.entries(eip1271Vectors))('default: %s', async (_, { message, signature }) => {
    const parsed = parseSiwxMessage(message)
    const recorder = await deploy(anvil, recordedErc1271, [hashMessage(message), signature])
    await anvil.rpc('anvil_setCode', [parsed.address, await getCode(client, { address: recorder })])
    const expectation = { domain: parsed.domain, nonce: parsed.nonce }
    expect(
      await verifySiwxMessage({
        message,
        signature,
        expected: expectation,
        time: new Date(parsed.issuedAt),
        client,
      }),
    ).toMatchObject({ valid: true, method: 'eip1271' })
    // the same wallet refuses another signature, and the message changed by a byte
    const other = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`
    expect(
      await verifySiwxMessage({ message, signature: other, expected: expectation, client }),
    ).toMatchObject({ valid: false, reason: 'signature' })
    const changed = message.replace('SIWE Notepad Example', 'SIWE Notepad Exampl3')
    expect(
      await verifySiwxMessage({ message: changed, signature, expected: expectation, client }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })
})
