import { BaseError } from './BaseError.js'

export type ServiceName = 'data service' | 'wallet explorer' | 'analytics'

export type ServiceUnavailableErrorType = ServiceUnavailableError & {
  name: 'ServiceUnavailableError'
}
/** The hosted service has no base URL configured, so none of its calls is made. */
export class ServiceUnavailableError extends BaseError {
  override name = 'ServiceUnavailableError' as const
  readonly service: ServiceName
  constructor({ service }: { service: ServiceName }) {
    super(`The ${service} is not configured`, {
      metaMessages: ['Pass its baseUrl to enable it.'],
    })
    this.service = service
  }
}

export type InvalidBaseUrlErrorType = InvalidBaseUrlError & { name: 'InvalidBaseUrlError' }
/** A base URL that is not an absolute http(s) URL. */
export class InvalidBaseUrlError extends BaseError {
  override name = 'InvalidBaseUrlError' as const
  constructor({ service, value }: { service: ServiceName; value: string }) {
    super('Invalid base URL', {
      metaMessages: [`Service: ${service}`, `Received: ${JSON.stringify(value)}`],
    })
  }
}

export type NetworkNotSupportedErrorType = NetworkNotSupportedError & {
  name: 'NetworkNotSupportedError'
}
/** A gas price or swap call for a network the data service does not serve. */
export class NetworkNotSupportedError extends BaseError {
  override name = 'NetworkNotSupportedError' as const
  readonly feature: 'Gas Price' | 'Swaps'
  readonly caipNetworkId: string
  constructor({
    feature,
    caipNetworkId,
  }: {
    feature: 'Gas Price' | 'Swaps'
    caipNetworkId: string
  }) {
    super(`Network not supported for ${feature}`, {
      metaMessages: [`Network: ${caipNetworkId}`],
    })
    this.feature = feature
    this.caipNetworkId = caipNetworkId
  }
}
