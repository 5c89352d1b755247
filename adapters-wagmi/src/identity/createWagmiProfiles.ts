import { type Config, getPublicClient } from '@wagmi/core'
import { createProfileReader } from '@walletport/adapters-evm/utils'
import type { AdapterContext } from '@walletport/core'
import type { Client } from 'viem'

const MAINNET = 1

/**
 * Names and avatars as the EVM adapter reads them (the kit's data service, then ENS), with
 * ENS read on the wagmi config's Ethereum transport when it serves Ethereum; kept 5 minutes.
 */
export function createWagmiProfiles({
  config,
  context,
}: {
  config: Config
  context: () => AdapterContext | undefined
}) {
  return createProfileReader({
    getDataSource: () => context()?.dataSource,
    getEnsClient: () =>
      config.chains.some((c) => c.id === MAINNET)
        ? (getPublicClient(config, { chainId: MAINNET }) as Client | undefined)
        : undefined,
    log: context()?.log,
  })
}
