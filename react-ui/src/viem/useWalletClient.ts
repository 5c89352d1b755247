'use client'
import { useStore } from '@nanostores/react'
import type { Network } from '@walletport/core'
import { useMemo } from 'react'
import { type Chain, createWalletClient, custom, defineChain, type WalletClient } from 'viem'
import { useAccount } from '../hooks/useAccount.js'
import { useKit } from '../hooks/useKit.js'
import { useProvider } from '../hooks/useProvider.js'

export type UseWalletClientReturnType = {
  /** a viem WalletClient for the connected EVM account on its network; undefined until then */
  data: WalletClient | undefined
}

/** the viem chain of an eip155 network of the kit */
function toViemChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  })
}

/**
 * Docs: /react-ui/viem/useWalletClient. A viem WalletClient over the connected EVM wallet's
 * provider, with its account and network: made again when either changes. From
 * `@walletport/react-ui/viem`, so the main entry stays free of any chain SDK.
 *
 * @example
 * const { data: client } = useWalletClient()
 * await client?.signTypedData({ ... })
 */
export function useWalletClient(): UseWalletClientReturnType {
  const { address, isConnected } = useAccount({ namespace: 'eip155' })
  const { provider } = useProvider('eip155')
  const network = useStore(useKit().$chains).eip155?.activeNetwork
  return useMemo(() => {
    if (!isConnected || !address || !provider || !network) return { data: undefined }
    const client = createWalletClient({
      account: address,
      chain: toViemChain(network),
      transport: custom(provider),
    })
    return { data: client }
  }, [address, isConnected, network, provider])
}
