// the amount bounds live beside the one formatUnits/parseUnits, in blockchain-api
export { isTokenDecimals, MAX_AMOUNT_LENGTH, MAX_TOKEN_DECIMALS } from '@walletport/blockchain-api'
