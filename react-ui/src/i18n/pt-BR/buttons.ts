import type { ButtonMessages } from '../types.js'

/** Portuguese as spoken in Brazil, the buttons' part. */
export const ptBRButtons: ButtonMessages = {
  'connectButton.connect': 'Conectar carteira',
  'connectButton.connecting': 'Conectando…',
  'accountButton.prefix': 'Conta: ',
  'networkButton.prefix': 'Rede: ',
  'networkButton.unsupported': 'Rede incorreta',
}
