import type { ButtonMessages } from '../types.js'

/** Simplified Chinese, the buttons' part. */
export const zhCNButtons: ButtonMessages = {
  'connectButton.connect': '连接钱包',
  'connectButton.connecting': '连接中…',
  'accountButton.prefix': '账户：',
  'networkButton.prefix': '网络：',
  'networkButton.unsupported': '网络错误',
}
