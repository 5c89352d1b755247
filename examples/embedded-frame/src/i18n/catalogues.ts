import type { Locale } from '@walletport/react-ui'
import { ar } from './ar.js'
import { de } from './de.js'
import { type Catalogue, en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { ja } from './ja.js'
import { ptBR } from './pt-BR.js'
import { zhCN } from './zh-CN.js'

/** every catalogue by its locale; all are small, so all ship with the frame */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ja,
  'zh-CN': zhCN,
  ar,
}
