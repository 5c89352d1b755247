import type { BaseErrorType } from '../errors/base.js'
import {
  ChainAdapterNotFoundError,
  type ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedError,
  type NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/caip.js'

export type SignMessageParameters = {
  message: string
  /** the active namespace by default */
  namespace?: ChainNamespace
}
export type SignMessageReturnType = string
export type SignMessageErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/** Docs: /core/actions/signMessage. Asks the connected wallet to sign a message. */
export async function signMessage(
  kit: Kit,
  { message, namespace = kit.$activeNamespace.get() }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const chain = kit._internal.chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address) throw new NetworkOrAddressUndefinedError()
  const adapter = kit._internal.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError()
  return adapter.signMessage({ address, message, network: chain.activeNetwork })
}
