import { defineError as define } from './defineError.js'

// the kit's own failures, each with its exact text
export class AdapterNotFoundError extends /* @__PURE__ */ define(
  'AdapterNotFoundError',
  'Adapter not found',
) {}
export class ChainAdapterNotFoundError extends /* @__PURE__ */ define(
  'ChainAdapterNotFoundError',
  'Chain adapter not found',
) {}
export class NetworkUndefinedError extends /* @__PURE__ */ define(
  'NetworkUndefinedError',
  'CaipNetwork is undefined',
) {}
export class NetworkOrAddressUndefinedError extends /* @__PURE__ */ define(
  'NetworkOrAddressUndefinedError',
  'CaipNetwork or CaipAddress is undefined',
) {}
export class NetworkClientNotSetError extends /* @__PURE__ */ define(
  'NetworkClientNotSetError',
  'NetworkController client not set',
) {}
export class ConnectionClientNotSetError extends /* @__PURE__ */ define(
  'ConnectionClientNotSetError',
  'ConnectionController client not set',
) {}
export class ChainRequiredError extends /* @__PURE__ */ define(
  'ChainRequiredError',
  'Chain is required to perform this action',
) {}
export class NetworkNotFoundError extends /* @__PURE__ */ define(
  'NetworkNotFoundError',
  'Network not found',
) {}
export class AuthConnectorNotFoundError extends /* @__PURE__ */ define(
  'AuthConnectorNotFoundError',
  'Address or auth connector not found',
) {}
export class DisconnectFailedError extends /* @__PURE__ */ define(
  'DisconnectFailedError',
  'Failed to disconnect',
) {}
export class ConnectorNotFoundError extends /* @__PURE__ */ define(
  'ConnectorNotFoundError',
  'Connector not found',
) {}
export class ConnectTimeoutError extends /* @__PURE__ */ define(
  'ConnectTimeoutError',
  'Connection timed out',
) {}

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

// also thrown by an adapter's sign-in message writer before a connect, in the page's first
// chunks: here with the kit's errors rather than the sign-in ones, which come with the modal
export class NoActiveAddressError extends /* @__PURE__ */ define(
  'NoActiveAddressError',
  'No ActiveCaipAddress found',
) {}
export type NoActiveAddressErrorType = NoActiveAddressError & { name: 'NoActiveAddressError' }
