// the alert table lives beside the HTTP clients that meet most of its provider messages
export { ALERTS, type Alert, type AlertCode, getAlertForMessage } from '@walletport/blockchain-api'
