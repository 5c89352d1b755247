import { formatUnits, parseUnits } from '@walletport/core'
import { big, num, onlyTypedErrors, text } from '@walletport/core/test'
import fc from 'fast-check'
import { getSolanaCluster } from './getWalletStandardChain.js'

// issue 15, item 6: any amount and decimals give a result or InvalidUnitsError
onlyTypedErrors('formatUnits', fc.tuple(big, num), formatUnits)
onlyTypedErrors('parseUnits', fc.tuple(text, num), parseUnits)
onlyTypedErrors('getSolanaCluster', fc.tuple(text), (caipNetworkId) => {
  const cluster = getSolanaCluster({ caipNetworkId: caipNetworkId as `${string}:${string}` })
  // a prototype key such as 'solana:constructor' is no cluster
  if (cluster !== undefined && !['mainnet', 'devnet', 'testnet'].includes(cluster))
    throw new Error(`not a cluster: ${String(cluster)}`)
})
