import type { AdapterCapabilities, SiwxMessageData } from '../../types/adapter.js'
import type { MockWallet } from './createMockWallet.js'
import { formatMockSiwxMessage } from './formatMockSiwxMessage.js'
import { mockSignature } from './mockSignature.js'
import { internalError, rejected } from './walletErrors.js'

// the sign-in check: the message must be the one the fields give, signed by their account
function verify(p: { message: string; signature: string; data: SiwxMessageData }) {
  if (p.message !== formatMockSiwxMessage(p.data))
    return { valid: false, reason: 'the message does not match its fields' }
  if (p.signature !== mockSignature(p.data.accountAddress, p.message))
    return { valid: false, reason: 'the signature does not match the account' }
  return { valid: true }
}

// every capability the mock can have; each records its call, then answers like a wallet would
function allCapabilities(wallet: MockWallet): Required<AdapterCapabilities> {
  const { parameters } = wallet
  const balance = parameters.balance ?? 0n
  const answer =
    <TParameters, TResult>(method: string, result: () => TResult) =>
    async (p: TParameters) => {
      wallet.record(method, p)
      return result()
    }
  // a send the wallet may decline
  const sent = () => {
    if (wallet.failures.send === 'reject') throw rejected()
    return wallet.hash()
  }
  return {
    sendTransaction: answer('sendTransaction', sent),
    estimateGas: answer('estimateGas', () => 21_000n),
    writeContract: answer('writeContract', sent),
    sendToken: answer('sendToken', sent),
    getTokenBalances: answer('getTokenBalances', () => []),
    getProfile: answer('getProfile', () => {
      if (wallet.failures.getProfile === 'fail') throw internalError()
      return parameters.profile
    }),
    siwx: {
      createMessage: formatMockSiwxMessage,
      async verifyMessage(p) {
        wallet.record('siwx.verifyMessage', p)
        return verify(p).valid
      },
    },
    request: answer('request', () => null),
    async waitForReceipt(p) {
      wallet.record('waitForReceipt', p)
      return {
        status: 'success',
        transactionHash: `0x${p.hash.replace(/^0x/, '')}`,
        blockNumber: BigInt(wallet.hashes),
        gasUsed: 21_000n,
      }
    },
    estimateFees: answer('estimateFees', () => ({
      type: 'eip1559' as const,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })),
    getCapabilities: answer('getCapabilities', () => ({
      '0x1': { atomic: { status: 'supported' } },
    })),
    getAssets: answer('getAssets', () => ({
      '0x1': [
        {
          address: 'native',
          balance: `0x${balance.toString(16)}` as const,
          type: 'NATIVE' as const,
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })),
    sendCalls: answer('sendCalls', () => ({ id: wallet.hash() })),
    verifySiwx: async (p) => {
      wallet.record('verifySiwx', p)
      return verify(p)
    },
  }
}

/** The capabilities the mock declares: `parameters.capabilities`, else the EVM ones on eip155. */
export function mockCapabilities(wallet: MockWallet): AdapterCapabilities {
  const all = allCapabilities(wallet)
  const declared =
    wallet.parameters.capabilities ??
    (wallet.parameters.namespace === 'eip155'
      ? (['sendTransaction', 'estimateGas', 'writeContract', 'sendToken'] as const)
      : (['sendToken'] as const))
  return Object.fromEntries(declared.map((name) => [name, all[name]]))
}
