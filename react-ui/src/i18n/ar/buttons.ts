import type { ButtonMessages } from '../types.js'

/** Arabic, the buttons' part (right to left). */
export const arButtons: ButtonMessages = {
  'connectButton.connect': 'ربط المحفظة',
  'connectButton.connecting': 'جارٍ الربط…',
  'accountButton.prefix': 'الحساب: ',
  'networkButton.prefix': 'الشبكة: ',
  'networkButton.unsupported': 'شبكة غير صحيحة',
}
