import type { ButtonMessages } from '../types.js'

/** German, the buttons' part. */
export const deButtons: ButtonMessages = {
  'connectButton.connect': 'Wallet verbinden',
  'connectButton.connecting': 'Verbinde…',
  'accountButton.prefix': 'Konto: ',
  'networkButton.prefix': 'Netzwerk: ',
  'networkButton.unsupported': 'Falsches Netzwerk',
}
