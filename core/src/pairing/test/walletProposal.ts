import { PAIRING_METHODS } from '../methods.js'
import { SOLANA_ADDRESS } from './solanaSigner.js'
import {
  EIP155_METHODS,
  EVENTS,
  SOLANA_METHODS,
  type WalletKitTypes,
  type WalletSide,
} from './walletSide.js'

/** The wallet's answer to a session proposal, as its behaviour says. */
export async function answerProposal(
  side: WalletSide,
  { id, params }: WalletKitTypes.SessionProposal,
): Promise<void> {
  const { kit, behavior, account, handlers, eip155Chains, solanaChains, bip122 } = side
  const { getSdkError, buildApprovedNamespaces } = side.utils
  if (behavior.proposal === 'reject') {
    await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    return
  }
  if (behavior.proposal === 'no-accounts' || behavior.proposal === 'other-chain') {
    const chain = 'eip155:999999'
    const accounts = behavior.proposal === 'other-chain' ? [`${chain}:${account.address}`] : []
    await kit.approveSession({
      id,
      namespaces: {
        eip155: { chains: [chain], methods: EIP155_METHODS, events: EVENTS, accounts },
      },
    })
    return
  }
  // the methods a namespace approves: its own, and those the test answers for it
  const methods = (namespace: keyof typeof PAIRING_METHODS, own: readonly string[]) => [
    ...new Set([
      ...own,
      ...Object.keys(handlers).filter((m) =>
        (PAIRING_METHODS[namespace] as readonly string[]).includes(m),
      ),
    ]),
  ]
  const supportedNamespaces: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {
    eip155: {
      chains: [...eip155Chains],
      methods: methods('eip155', EIP155_METHODS),
      events: EVENTS,
      accounts: eip155Chains.map((c) => `${c}:${account.address}`),
    },
  }
  if (solanaChains.length)
    supportedNamespaces.solana = {
      chains: [...solanaChains],
      methods: methods('solana', SOLANA_METHODS),
      events: EVENTS,
      accounts: solanaChains.map((c) => `${c}:${SOLANA_ADDRESS}`),
    }
  if (bip122?.chains.length)
    supportedNamespaces.bip122 = {
      chains: [...bip122.chains],
      methods: methods('bip122', []),
      events: EVENTS,
      accounts: bip122.chains.map((c) => `${c}:${bip122.address}`),
    }
  const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces })
  await kit.approveSession({ id, namespaces })
}
