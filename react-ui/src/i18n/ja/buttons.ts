import type { ButtonMessages } from '../types.js'

/** Japanese, the buttons' part. */
export const jaButtons: ButtonMessages = {
  'connectButton.connect': 'ウォレットを接続',
  'connectButton.connecting': '接続中…',
  'accountButton.prefix': 'アカウント: ',
  'networkButton.prefix': 'ネットワーク: ',
  'networkButton.unsupported': '非対応のネットワーク',
}
