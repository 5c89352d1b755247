// one error family across packages: core's errors extend the BaseError of blockchain-api
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '@walletport/blockchain-api'
