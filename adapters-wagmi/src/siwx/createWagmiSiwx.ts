import { type Config, getPublicClient } from '@wagmi/core'
import {
  getSiwxExpectation,
  type SiwxVerification,
  verifySiwxMessage,
} from '@walletport/adapters-evm/siwx'
import type { SiwxExpected, SiwxMessageData } from '@walletport/core'
import type { Client } from 'viem'

export type VerifyWagmiSiwxParameters = {
  message: string
  signature: string
  data: SiwxMessageData
  expected: SiwxExpected
}

/**
 * Sign-in (EIP-4361) on a wagmi config: the EVM adapter's verifier with a client from wagmi's transports, so contract accounts verify too (ERC-1271, and
 * ERC-6492 before deployment, through viem's universal validation).
 */
export function createWagmiSiwx({ config }: { config: Config }) {
  return {
    async verifySiwx({
      message,
      signature,
      data,
      expected,
    }: VerifyWagmiSiwxParameters): Promise<SiwxVerification> {
      const expectation = getSiwxExpectation(data, expected)
      const { chainId } = expectation
      // a chain wagmi has no transport for: only an EOA's signature can be checked
      const client = config.chains.some((c) => c.id === chainId)
        ? (getPublicClient(config, { chainId }) as Client | undefined)
        : undefined
      return verifySiwxMessage({ message, signature, expected: expectation, client })
    },
  }
}
