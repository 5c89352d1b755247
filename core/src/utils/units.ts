// one formatUnits/parseUnits for every package: core and the adapters take blockchain-api's
export {
  formatUnits,
  InvalidUnitsError,
  type InvalidUnitsErrorType,
  type ParseUnitsOptions,
  parseUnits,
} from '@walletport/blockchain-api'
