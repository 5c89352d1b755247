export { trimTrailingZeros } from '@walletport/blockchain-api'
