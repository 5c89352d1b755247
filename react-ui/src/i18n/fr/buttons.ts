import type { ButtonMessages } from '../types.js'

/** French, the buttons' part. */
export const frButtons: ButtonMessages = {
  'connectButton.connect': 'Connecter un portefeuille',
  'connectButton.connecting': 'Connexion…',
  'accountButton.prefix': 'Compte\u00a0: ',
  'networkButton.prefix': 'Réseau\u00a0: ',
  'networkButton.unsupported': 'Mauvais réseau',
}
