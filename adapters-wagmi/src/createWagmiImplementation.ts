import {
  type Config,
  type Connector,
  connect,
  disconnect,
  estimateGas,
  type GetConnectionReturnType,
  getBalance,
  getConnection,
  getConnectorClient,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { formatUnits, InvalidAddressError, parseUnits } from '@walletport/adapters-evm'
import type {
  AdapterContext,
  Balance,
  Network,
  ReceiptResult,
  SendTokenParameters,
  SendTransactionParameters,
  WaitForReceiptParameters,
  WriteContractParameters,
} from '@walletport/core'
import { type Abi, type Address, erc20Abi, type Hex, isAddress } from 'viem'
import { readWagmiTokenBalances } from './balances/readWagmiTokenBalances.js'
import { toWagmiError } from './errors/toWagmiError.js'
import { estimateWagmiFees } from './fees/estimateWagmiFees.js'
import { createWagmiProfiles } from './identity/createWagmiProfiles.js'
import { chainIdOf } from './network/chainIdOf.js'
import { createWagmiSiwx } from './siwx/createWagmiSiwx.js'
import { createWagmiWalletCalls } from './wallet/createWagmiWalletCalls.js'

/** The @wagmi/core half of `wagmiAdapter`, loaded with `import()` on first use. */
export type WagmiImplementation = ReturnType<typeof createWagmiImplementation>

/** an address the kit handed in, checked before wagmi sees it */
function address(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new InvalidAddressError({ address: value })
  return value
}

/** Runs a wagmi action, its failure in the kit's error family. */
async function run<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toWagmiError(action, error)
  }
}

export type WagmiImplementationParameters = {
  config: Config
  /** the kit's context while the adapter is set up */
  context: () => AdapterContext | undefined
  /** ERC20 tokens read over RPC by chain id, when no data service answers */
  tokens?: Record<number, readonly string[]> | undefined
}

export function createWagmiImplementation({
  config,
  context,
  tokens,
}: WagmiImplementationParameters) {
  // a network wagmi has no transport for is a typed error before wagmi is asked
  const chainOf = (network: Network) => chainIdOf(config, network)
  const siwx = createWagmiSiwx({ config })
  const walletCalls = createWagmiWalletCalls({ config })
  const profiles = createWagmiProfiles({ config, context })

  function transaction(p: SendTransactionParameters) {
    const fees =
      p.maxFeePerGas !== undefined || p.maxPriorityFeePerGas !== undefined
        ? { maxFeePerGas: p.maxFeePerGas, maxPriorityFeePerGas: p.maxPriorityFeePerGas }
        : p.gasPrice !== undefined
          ? { gasPrice: p.gasPrice }
          : {}
    return {
      account: address(p.from),
      to: address(p.to),
      chainId: chainOf(p.network),
      ...(p.value !== undefined && { value: p.value }),
      ...(p.data !== undefined && { data: p.data }),
      ...(p.gas !== undefined && { gas: p.gas }),
      ...fees,
    }
  }

  async function writeContractOf(p: WriteContractParameters): Promise<string> {
    return run('writeContract', () =>
      writeContract(config, {
        account: address(p.from),
        address: address(p.address),
        abi: p.abi as Abi,
        functionName: p.functionName,
        args: p.args ?? [],
        chainId: chainOf(p.network),
        ...(p.value !== undefined && { value: p.value }),
      } as Parameters<typeof writeContract>[1]),
    )
  }

  return {
    ...walletCalls,
    verifySiwx: siwx.verifySiwx,
    getTokenBalances: (p: Parameters<typeof readWagmiTokenBalances>[1]) =>
      readWagmiTokenBalances({ config, context, tokens }, p),
    estimateFees: (p: { network: Network }) => estimateWagmiFees(config, p),
    getProfile: profiles.getProfile,

    connect: ({ connector, chainId }: { connector: Connector; chainId: number }) =>
      run('connect', async () => {
        // already wagmi's current connection (made through wagmi first): nothing to ask
        const current = getConnection(config)
        if (current.status === 'connected' && current.connector.uid === connector.uid)
          return { accounts: current.addresses, chainId: current.chainId }
        return connect(config, { connector, chainId })
      }),

    /** wagmi's own reconnect of one connector: its connection, or undefined when not authorised */
    async reconnect(connector: Connector): Promise<GetConnectionReturnType | undefined> {
      const connections = await run('reconnect', () =>
        reconnect(config, { connectors: [connector] }),
      )
      return connections.length ? getConnection(config) : undefined
    },

    disconnect: (connector: Connector | undefined) =>
      run('disconnect', () => disconnect(config, connector ? { connector } : {})),

    switchChain: (chainId: number) =>
      run('switchChain', async () => {
        await switchChain(config, { chainId })
      }),

    getBalance: ({ address: owner, network }: { address: string; network: Network }) =>
      run('getBalance', async (): Promise<Balance> => {
        const { value, decimals, symbol } = await getBalance(config, {
          address: address(owner),
          chainId: chainOf(network),
        })
        return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
      }),

    signMessage: ({ address: signer, message }: { address: string; message: string }) =>
      run('signMessage', () => signMessage(config, { account: address(signer), message })),

    sendTransaction: (p: SendTransactionParameters) =>
      run('sendTransaction', () =>
        sendTransaction(config, transaction(p) as Parameters<typeof sendTransaction>[1]),
      ),

    estimateGas: (p: SendTransactionParameters) =>
      run('estimateGas', () =>
        estimateGas(config, transaction(p) as Parameters<typeof estimateGas>[1]),
      ),

    writeContract: writeContractOf,

    /** the native currency, or an ERC20 `transfer` of a token */
    async sendToken(p: SendTokenParameters): Promise<string> {
      if (!p.token)
        return run('sendTransaction', () =>
          sendTransaction(config, {
            account: address(p.from),
            to: address(p.to),
            value: parseUnits(p.amount, p.network.nativeCurrency.decimals),
            chainId: chainOf(p.network),
          } as Parameters<typeof sendTransaction>[1]),
        )
      return writeContractOf({
        network: p.network,
        from: p.from,
        address: p.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address(p.to), parseUnits(p.amount, p.token.decimals)],
      })
    },

    request: ({ method, params }: { method: string; params?: unknown }) =>
      run('request', async () => {
        const client = await getConnectorClient(config)
        return client.request({ method, params } as never)
      }),

    waitForReceipt: (p: WaitForReceiptParameters) =>
      run('waitForTransactionReceipt', async (): Promise<ReceiptResult> => {
        let replacement: ReceiptResult['replacement']
        const receipt = await waitForTransactionReceipt(config, {
          hash: p.hash as Hex,
          chainId: chainOf(p.network),
          confirmations: p.confirmations ?? 1,
          timeout: p.timeout ?? 180_000,
          // the hash asked for was replaced by another with its nonce
          onReplaced: ({ reason }) => {
            replacement = { reason, replacedHash: p.hash as Hex }
          },
        })
        return {
          status: receipt.status,
          transactionHash: receipt.transactionHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          ...(replacement && { replacement }),
        }
      }),
  }
}
