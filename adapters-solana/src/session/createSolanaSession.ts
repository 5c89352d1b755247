import type { Network, SendTokenParameters } from '@walletport/core'
import { createConnectionSlot, loadOnce } from '@walletport/core'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { type GetBalanceParameters, getBalance } from '../actions/getBalance.js'
import { type GetTokenBalancesParameters, getTokenBalances } from '../actions/getTokenBalances.js'
import { reconnect } from '../actions/reconnect.js'
import { sendToken } from '../actions/sendToken.js'
import { type SignInParameters, signIn } from '../actions/signIn.js'
import { type SignMessageParameters, signMessage } from '../actions/signMessage.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createSiwxMessage } from '../siwx/createSiwxMessage.js'
import { verifySiwxMessage } from '../siwx/verifySiwxMessage.js'
import type {
  SolanaClient,
  SolanaConnection,
  SolanaSessionHost,
  SolanaSessionTarget,
} from './SolanaClient.js'

/** The Solana actions bound to one adapter's client, as viem's decorators bind a client's. */
export type SolanaSession = ReturnType<typeof createSolanaSession>

/**
 * The part of the Solana adapter that runs once someone clicks: the current connection
 * (there is none before the session loads), connecting a wallet, signing, balances and
 * sends, each an action of its own taking the client. Loaded with
 * `import()` by the adapter on first use, so the connect button costs none of it; web3.js
 * loads later still, on the first balance read or send.
 */
export function createSolanaSession(host: SolanaSessionHost) {
  const { commitment = 'confirmed' } = host
  const rpc = loadOnce(async () =>
    (await import('../rpc/createSolanaRpc.js')).createSolanaRpc({ commitment }),
  )
  const connection = createConnectionSlot<SolanaConnection>()
  const client: SolanaClient = { ...host, connection, rpc }
  return {
    /** the connected wallet and its connector; undefined when none is */
    current: connection.current,
    /** stops following the wallet, which stays authorised (the next page load reconnects) */
    detach: connection.detach,
    connect: (p: SolanaSessionTarget) => connect(client, p),
    reconnect: (p: SolanaSessionTarget) => reconnect(client, p),
    disconnect: () => disconnect(client),
    switchNetwork: (network: Network) => switchNetwork(client, network),
    signMessage: (p: SignMessageParameters) => signMessage(client, p),
    signIn: (p: SignInParameters) => signIn(client, p),
    sendToken: (p: SendTokenParameters) => sendToken(client, p),
    getBalance: (p: GetBalanceParameters) => getBalance(client, p),
    getTokenBalances: (p: GetTokenBalancesParameters) => getTokenBalances(client, p),
    // the sign-in message is written only once a wallet is connected, so it comes with the session
    createSiwxMessage,
    // the check needs no connection; its ed25519 code loads at the first signature to check
    verifySiwxMessage,
  }
}
