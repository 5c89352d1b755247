import { connect } from '../../actions/connect.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../constants.js'
import { AuthConnectorNotFoundError } from '../../errors/kit.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import {
  EMAIL_KEY,
  EMAIL_LOGIN_TIME_KEY,
  EMAIL_LOGIN_USED_KEY,
  SMART_ACCOUNT_ENABLED_NETWORKS_KEY,
  SOCIAL_PROVIDER_KEY,
  SOCIAL_USERNAME_KEY,
} from '../../storage/keys.js'
import type { Account, SocialProvider } from '../../types/account.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { EmbeddedUser } from '../../types/embedded.js'
import type { Network } from '../../types/network.js'
import { AUTH_CONNECTOR_ID } from '../embeddedState.js'
import type { HostContext } from './hostContext.js'

/** how the frame names a chain: the number for eip155, the CAIP-2 id for solana */
export function toFrameChainId(network: Network): string | number {
  return network.chainNamespace === 'eip155' ? Number(network.id) : network.caipNetworkId
}

function isAuthNamespace(namespace: ChainNamespace): boolean {
  return (AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace)
}

/** asks the frame for the user on a chain of `namespace` (the frame's active chain after) */
export async function loadUser(
  ctx: HostContext,
  namespace: ChainNamespace,
  chainId?: string | number,
): Promise<EmbeddedUser> {
  const { kit, transport, $state } = ctx
  const chain = kit._internal.chains.get(namespace)
  const network = chain?.activeNetwork
  const preferred = chain?.account.preferredAccountTypes[namespace]
  const user = await transport.request('GET_USER', {
    chainId: chainId ?? (network && toFrameChainId(network)),
    ...((preferred === 'eoa' || preferred === 'smartAccount') && {
      preferredAccountType: preferred,
    }),
  })
  const next: EmbeddedUser = {
    ...user,
    accounts: user.accounts ?? [
      { address: user.address, type: user.preferredAccountType ?? 'eoa' },
    ],
    smartAccountDeployed: user.smartAccountDeployed ?? false,
  }
  const state = $state.get()
  ctx.patch({ users: { ...state.users, [namespace]: next }, email: user.email ?? state.email })
  return next
}

/** forgets the login on this device: the next visit does not ask the frame */
export function clearLoginCache(ctx: HostContext): void {
  for (const key of [
    EMAIL_LOGIN_USED_KEY,
    EMAIL_KEY,
    SOCIAL_USERNAME_KEY,
    SOCIAL_PROVIDER_KEY,
    SMART_ACCOUNT_ENABLED_NETWORKS_KEY,
  ])
    ctx.kit.storage.remove(key)
}

/**
 * Brings a namespace's user in: with `silent` only when the frame still has a session (a
 * reload), else the user must have signed in (4100 otherwise).
 */
export async function connectNamespace(
  ctx: HostContext,
  namespace: ChainNamespace,
  { silent }: { silent: boolean },
): Promise<EmbeddedUser | undefined> {
  const { users } = ctx.$state.get()
  if (!Object.keys(users).length) {
    const { isConnected } = await ctx.transport.request('IS_CONNECTED', {})
    if (!isConnected) {
      // the frame's session ended: the stored login no longer applies
      clearLoginCache(ctx)
      if (silent) return undefined
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.UNAUTHORIZED,
        message: 'Sign in with email or a social account first',
      })
    }
  }
  const user = ctx.$state.get().users[namespace]
  if (silent && user) return user
  return loadUser(ctx, namespace)
}

/** the smart-account networks, for the eip155 account (failures only logged) */
async function loadSmartAccountNetworks(ctx: HostContext): Promise<void> {
  const { kit, transport } = ctx
  if (!kit._internal.chains.get('eip155')) return
  try {
    const { smartAccountEnabledNetworks } = await transport.request(
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      {},
    )
    ctx.patch({ smartAccountEnabledNetworks })
    kit._internal.chains.patch('eip155', {
      smartAccountEnabledNetworks: smartAccountEnabledNetworks.map((id) => `eip155:${id}` as const),
    })
    kit.storage.set(SMART_ACCOUNT_ENABLED_NETWORKS_KEY, smartAccountEnabledNetworks)
  } catch (error) {
    kit.log.warn('embedded: cannot read the smart-account networks', error)
  }
}

/**
 * The end of every login (email, social, farcaster): the user, the login cache, then the
 * kit's connect through the AUTH connector of the active namespace (or the first that has one).
 */
export async function completeLogin(
  ctx: HostContext,
  login: { socialProvider?: SocialProvider; userName?: string } = {},
) {
  const { kit } = ctx
  const hasConnector = (namespace: ChainNamespace) =>
    isAuthNamespace(namespace) &&
    Boolean(
      kit._internal.adapters
        .get(namespace)
        ?.$connectors.get()
        .some((c) => c.id === AUTH_CONNECTOR_ID),
    )
  const active = kit._internal.chains.$activeNamespace.get()
  const namespace = hasConnector(active)
    ? active
    : kit._internal.chains.namespaces.find(hasConnector)
  if (!namespace)
    throw new AuthConnectorNotFoundError({
      details: 'No eip155 or solana adapter lists the embedded wallet',
    })
  ctx.patch({ step: 'connecting', loading: true, ...login })
  try {
    const user = await loadUser(ctx, namespace)
    kit.storage.set(EMAIL_LOGIN_USED_KEY, true)
    kit.storage.remove(EMAIL_LOGIN_TIME_KEY)
    if (user.email) kit.storage.set(EMAIL_KEY, user.email)
    if (login.socialProvider) kit.storage.set(SOCIAL_PROVIDER_KEY, login.socialProvider)
    if (login.userName) kit.storage.set(SOCIAL_USERNAME_KEY, login.userName)
    await loadSmartAccountNetworks(ctx)
    const connected = await connect(kit, { connectorId: AUTH_CONNECTOR_ID, namespace })
    ctx.patch({ step: 'connected', loading: false })
    return connected
  } catch (error) {
    ctx.patch({ step: 'idle', loading: false })
    throw error
  }
}

/** signs out in the frame and forgets the user here; a second call joins the first */
export function createSignOut(ctx: HostContext): () => Promise<void> {
  let pending: Promise<void> | undefined
  return () => {
    pending ??= (async () => {
      try {
        if (Object.keys(ctx.$state.get().users).length || ctx.transport.frame)
          await ctx.transport.request('SIGN_OUT', {})
      } finally {
        clearLoginCache(ctx)
        ctx.patch({
          users: {},
          step: 'idle',
          loading: false,
          email: undefined,
          userName: undefined,
          socialProvider: undefined,
          farcasterUrl: undefined,
        })
        pending = undefined
      }
    })()
    return pending
  }
}

/**
 * Keeps each AUTH namespace's account showing its embedded user: user, accounts (EOA and
 * smart account), preferred type, deployed flag, wallet info. Returns the unsubscribe.
 */
export function watchEmbeddedAccounts(ctx: HostContext): () => void {
  const { kit, $state } = ctx
  const { connections, chains } = kit._internal
  function apply() {
    const state = $state.get()
    for (const namespace of chains.namespaces) {
      const connection = connections.get(namespace)
      const user = state.users[namespace]
      const account = chains.get(namespace)?.account
      if (connection.status !== 'connected' || connection.connectorType !== 'AUTH') continue
      if (!user || !account) continue
      if (account.user === user && account.connectedWalletInfo?.social) continue
      const accounts: Account[] = [...user.accounts]
        .sort(
          (a, b) => Number(b.address === account.address) - Number(a.address === account.address),
        )
        .map(({ address, type }) => ({ namespace, address, type }))
      chains.updateAccount(namespace, {
        user,
        smartAccountDeployed: user.smartAccountDeployed,
        allAccounts: accounts,
        ...(user.preferredAccountType && {
          preferredAccountTypes: {
            ...account.preferredAccountTypes,
            [namespace]: user.preferredAccountType,
          },
        }),
        socialProvider: state.socialProvider,
        ...(state.farcasterUrl && { farcasterUrl: state.farcasterUrl }),
        connectedWalletInfo: {
          name: ctx.name,
          identifier: user.email ?? state.userName ?? user.userName,
          social: state.socialProvider ?? 'email',
        },
      })
    }
  }
  const stopConnections = connections.$connections.listen(apply)
  const stopState = $state.listen(apply)
  return () => {
    stopConnections()
    stopState()
  }
}
