import { defineError as define } from './defineError.js'

// the kit's own failures, each with its exact text
export class AdapterNotFoundError extends define('AdapterNotFoundError', 'Adapter not found') {}
export class ChainAdapterNotFoundError extends define(
  'ChainAdapterNotFoundError',
  'Chain adapter not found',
) {}
export class NetworkUndefinedError extends define(
  'NetworkUndefinedError',
  'CaipNetwork is undefined',
) {}
export class NetworkOrAddressUndefinedError extends define(
  'NetworkOrAddressUndefinedError',
  'CaipNetwork or CaipAddress is undefined',
) {}
export class NetworkClientNotSetError extends define(
  'NetworkClientNotSetError',
  'NetworkController client not set',
) {}
export class ConnectionClientNotSetError extends define(
  'ConnectionClientNotSetError',
  'ConnectionController client not set',
) {}
export class ChainRequiredError extends define(
  'ChainRequiredError',
  'Chain is required to perform this action',
) {}
export class NetworkNotFoundError extends define('NetworkNotFoundError', 'Network not found') {}
export class AuthConnectorNotFoundError extends define(
  'AuthConnectorNotFoundError',
  'Address or auth connector not found',
) {}
export class DisconnectFailedError extends define(
  'DisconnectFailedError',
  'Failed to disconnect',
) {}
export class ConnectorNotFoundError extends define(
  'ConnectorNotFoundError',
  'Connector not found',
) {}
export class ConnectTimeoutError extends define('ConnectTimeoutError', 'Connection timed out') {}

export type AdapterNotFoundErrorType = AdapterNotFoundError & { name: 'AdapterNotFoundError' }
export type ChainAdapterNotFoundErrorType = ChainAdapterNotFoundError & {
  name: 'ChainAdapterNotFoundError'
}
export type NetworkUndefinedErrorType = NetworkUndefinedError & { name: 'NetworkUndefinedError' }
export type NetworkOrAddressUndefinedErrorType = NetworkOrAddressUndefinedError & {
  name: 'NetworkOrAddressUndefinedError'
}
export type NetworkClientNotSetErrorType = NetworkClientNotSetError & {
  name: 'NetworkClientNotSetError'
}
export type ConnectionClientNotSetErrorType = ConnectionClientNotSetError & {
  name: 'ConnectionClientNotSetError'
}
export type ChainRequiredErrorType = ChainRequiredError & { name: 'ChainRequiredError' }
export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
export type AuthConnectorNotFoundErrorType = AuthConnectorNotFoundError & {
  name: 'AuthConnectorNotFoundError'
}
export type DisconnectFailedErrorType = DisconnectFailedError & { name: 'DisconnectFailedError' }
export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }
export type ConnectTimeoutErrorType = ConnectTimeoutError & { name: 'ConnectTimeoutError' }
