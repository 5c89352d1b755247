/** English, the buttons' part. */
export const enButtons = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
  'accountButton.prefix': 'Account: ',
  'networkButton.prefix': 'Network: ',
  'networkButton.unsupported': 'Wrong network',
} as const
