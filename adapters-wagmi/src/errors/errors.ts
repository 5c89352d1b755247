import { BaseError } from '@walletport/core'

type ChainRef = { id: number | string; name: string }

const list = (chains: readonly ChainRef[]) => chains.map((c) => `${c.id} (${c.name})`).join(', ')

export type WagmiChainsMismatchErrorType = WagmiChainsMismatchError & {
  name: 'WagmiChainsMismatchError'
}
/**
 * The wagmi config and the kit serve different EVM networks: wagmi could then move to a
 * network the kit does not know, or the kit ask for one wagmi has no transport for.
 */
export class WagmiChainsMismatchError extends BaseError {
  override name = 'WagmiChainsMismatchError' as const
  readonly missingInKit: readonly ChainRef[]
  readonly missingInWagmi: readonly ChainRef[]
  constructor({
    missingInKit,
    missingInWagmi,
  }: {
    missingInKit: readonly ChainRef[]
    missingInWagmi: readonly ChainRef[]
  }) {
    super('The wagmi config and the kit serve different EVM networks', {
      metaMessages: [
        ...(missingInKit.length
          ? [`In the wagmi config's chains but not in createKit's networks: ${list(missingInKit)}`]
          : []),
        ...(missingInWagmi.length
          ? [
              `In createKit's networks but not in the wagmi config's chains: ${list(missingInWagmi)}`,
            ]
          : []),
        'Fix: give both the same list, e.g. createKit({ networks: config.chains.map(fromViemChain) }),',
        'or build the wagmi config from the kit networks with createWagmiConfig({ networks }).',
      ],
    })
    this.missingInKit = missingInKit
    this.missingInWagmi = missingInWagmi
  }
}

export type WagmiActionErrorType = WagmiActionError & { name: 'WagmiActionError' }
/** A wagmi action or connector failed with an error that carries no wallet error code. */
export class WagmiActionError extends BaseError {
  override name = 'WagmiActionError' as const
  readonly action: string
  constructor({ action, cause }: { action: string; cause: unknown }) {
    // viem's errors keep the innermost reason in `details`, under a generic shortMessage
    const { details, shortMessage } = (cause ?? {}) as { details?: unknown; shortMessage?: unknown }
    const reason =
      cause instanceof Error
        ? typeof details === 'string' && details
          ? details
          : (shortMessage ?? cause.message)
        : String(cause)
    super(`wagmi ${action} failed`, {
      cause,
      metaMessages: [`Action: ${action}`, `Reason: ${String(reason)}`],
    })
    this.action = action
  }
}
