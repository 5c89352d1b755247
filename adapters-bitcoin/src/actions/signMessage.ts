import type { BitcoinConnection } from '../client/BitcoinClient.js'
import { walletCall } from '../client/walletCall.js'
import { AccountNotFoundError, WalletFeatureMissingError } from '../errors.js'

/** The connection's account at `address`; throws AccountNotFoundError for any other. */
export function requireAccount(connection: BitcoinConnection, address: string) {
  const account = connection.accounts.find((a) => a.address === address)
  if (!account) throw new AccountNotFoundError({ address })
  return account
}

/** Asks the wallet to sign `message` with one of the connection's accounts. */
export async function signMessage(
  connection: BitcoinConnection,
  { address, message }: { address: string; message: string },
): Promise<string> {
  const account = requireAccount(connection, address)
  const { connector } = connection
  const sign = connector.signMessage?.bind(connector)
  if (!sign)
    throw new WalletFeatureMissingError({ wallet: connector.name, feature: 'bitcoin:signMessage' })
  return walletCall(() => sign({ account, message }))
}
