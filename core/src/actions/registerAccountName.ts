import { NameRegistrationError } from '@walletport/blockchain-api'
import type { BaseErrorType } from '../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  NameRegistrationErrorType,
} from '../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { InvalidAccountNameErrorType } from '../errors/rules.js'
import { UnsupportedChainError, type UnsupportedChainErrorType } from '../errors/send.js'
import { getCoinType } from '../features/names/getCoinType.js'
import { splitAccountName } from '../features/names/splitAccountName.js'
import { getAccountKey, requireAccount } from '../features/requireAccount.js'
import { requireDataSource } from '../features/requireDataSource.js'
import type { Kit } from '../kit/types.js'

export type RegisterAccountNameParameters = {
  /** the label (`alice`) or the full name (`alice.reown.id`) */
  name: string
}
/** the full name registered */
export type RegisterAccountNameReturnType = string
export type RegisterAccountNameErrorType =
  | InvalidAccountNameErrorType
  | NameRegistrationErrorType
  | UnsupportedChainErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/registerAccountName. Registers an account name for the connected eip155
 * address: the wallet signs a message naming it, the data
 * service registers it, the account's profile name becomes it and the modal shows
 * RegisterAccountNameSuccess. A declined signature or a failed or refused registration shows
 * 'Error registering name', returns to RegisterAccountName and throws NameRegistrationError
 * (its cause says why). The name must follow the account-name rule (InvalidAccountNameError).
 */
export async function registerAccountName(
  kit: Kit,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const { name } = splitAccountName(parameters.name)
  const { namespace, address, network, adapter, key } = requireAccount(kit)
  if (namespace !== 'eip155')
    throw new UnsupportedChainError({ metaMessages: ['Names are registered on eip155 only.'] })
  const source = requireDataSource(kit, 'registerName')
  const { router, toast, chains } = kit._internal
  try {
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await adapter.signMessage({ address, message, network })
    const { success } = await source.registerName({
      network,
      coinType: getCoinType(network),
      address,
      message,
      signature,
    })
    if (!success) throw new NameRegistrationError({ details: 'The name was not registered' })
  } catch (cause) {
    const error =
      cause instanceof NameRegistrationError ? cause : new NameRegistrationError({ cause })
    // back to the form: popped to where it is in the history, else in place of the top
    while (router.view !== 'RegisterAccountName' && router.pop()) {}
    if (router.view !== 'RegisterAccountName') router.replace({ view: 'RegisterAccountName' })
    toast.show({ variant: 'error', message: error.shortMessage })
    throw error
  }
  if (getAccountKey(kit) === key) chains.updateAccount(namespace, { profileName: name })
  router.replace({ view: 'RegisterAccountNameSuccess' })
  return name
}
