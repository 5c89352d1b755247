// the format rule is core's (40 hex digits, 0x optional, any case); a receiver asks more
// (isSendAddress)
export { isEip155Address } from '@walletport/core'
