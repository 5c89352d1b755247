import type { ButtonMessages } from '../types.js'

/** Spanish, the buttons' part. */
export const esButtons: ButtonMessages = {
  'connectButton.connect': 'Conectar billetera',
  'connectButton.connecting': 'Conectando…',
  'accountButton.prefix': 'Cuenta: ',
  'networkButton.prefix': 'Red: ',
  'networkButton.unsupported': 'Red incorrecta',
}
