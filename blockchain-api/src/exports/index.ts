export {
  BALANCE_CACHE_TIME,
  FALLBACK_ONRAMP_OPTIONS,
  FEATURE_NAMESPACES,
  IDENTITY_CACHE_TIME,
  NAME_CACHE_TIME,
  NATIVE_BALANCE_CACHE_TIME,
  QUERY_RETRY,
  SWAP_NETWORK_IDS,
  TOKEN_BALANCE_RETRY_GATE,
} from '../constants.js'
export { ALERTS, type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/BaseError.js'
