import {
  type Config,
  type GetCallsStatusReturnType,
  getCallsStatus,
  getConnection,
  getConnectorClient,
  sendCalls,
} from '@wagmi/core'
import { InvalidAddressError } from '@walletport/adapters-evm'
import {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
} from '@walletport/adapters-evm/utils'
import {
  RequestBeforeConnectError,
  type SendCallsParameters,
  type WalletAssets,
  type WalletCallsParameters,
  type WalletCapabilities,
} from '@walletport/core'
import { type Address, isAddress, numberToHex } from 'viem'
import { toWagmiError } from '../errors/toWagmiError.js'
import { chainIdOf } from '../network/chainIdOf.js'

/**
 * The EIP-5792 and EIP-7811 wallet calls through the wagmi connection: capabilities and
 * assets as the wallet answers them (each answer checked before use), call bundles through
 * wagmi's sendCalls and getCallsStatus.
 */
export function createWagmiWalletCalls({ config }: { config: Config }) {
  /** the connected wallet's own client; before any connection a typed error, not wagmi's */
  async function walletClient(account?: Address) {
    if (getConnection(config).status !== 'connected') throw new RequestBeforeConnectError()
    return getConnectorClient(config, account ? { account } : {})
  }

  async function ask(method: string, params: unknown, account: Address): Promise<unknown> {
    const client = await walletClient(account)
    return client.request({ method, params } as never)
  }

  return {
    async getCapabilities({
      address,
      chainIds,
    }: WalletCallsParameters): Promise<WalletCapabilities> {
      const account = accountOf(address)
      const params = chainIds ? [account, chainIds.map((id) => numberToHex(id))] : [account]
      let answer: unknown
      try {
        answer = await ask('wallet_getCapabilities', params, account)
      } catch (error) {
        throw toWagmiError('getCapabilities', error)
      }
      return parseWalletCapabilities(answer)
    },

    async getAssets({ address, chainIds }: WalletCallsParameters): Promise<WalletAssets> {
      const account = accountOf(address)
      const filter = chainIds ? { chainFilter: chainIds.map((id) => numberToHex(id)) } : {}
      let answer: unknown
      try {
        answer = await ask('wallet_getAssets', [{ account, ...filter }], account)
      } catch (error) {
        throw toWagmiError('getAssets', error)
      }
      return parseWalletAssets(answer)
    },

    async sendCalls(p: SendCallsParameters): Promise<{ id: string }> {
      const chainId = chainIdOf(config, p.network)
      const account = accountOf(p.from)
      // targets and data are checked before the wallet is asked
      const calls = parseWalletCalls(p.calls)
      let answer: unknown
      try {
        await walletClient(account)
        answer = await sendCalls(config, {
          account,
          chainId,
          calls,
          forceAtomic: p.atomicRequired ?? false,
          ...(p.capabilities && { capabilities: p.capabilities }),
        } as Parameters<typeof sendCalls>[1])
      } catch (error) {
        throw toWagmiError('sendCalls', error)
      }
      return { id: parseCallsId(answer) }
    },

    /** where a call bundle stands (pending, success, failure) and its receipts */
    async getCallsStatus({ id }: { id: string }): Promise<GetCallsStatusReturnType> {
      try {
        await walletClient()
        return await getCallsStatus(config, { id })
      } catch (error) {
        throw toWagmiError('getCallsStatus', error)
      }
    },
  }
}

function accountOf(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new InvalidAddressError({ address: value })
  return value
}
