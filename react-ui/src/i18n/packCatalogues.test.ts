import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { arModal } from './ar/modal.js'
import { deModal } from './de/modal.js'
import { enModal } from './en/modal.js'
import { esModal } from './es/modal.js'
import { frModal } from './fr/modal.js'
import { jaModal } from './ja/modal.js'
import { loadModalMessages } from './loadModalMessages.js'
import { LOCALES, type Locale } from './locales.js'
import { ptBRModal } from './pt-BR/modal.js'
import type { ModalMessages } from './types.js'
import { zhCNModal } from './zh-CN/modal.js'

// the keyed catalogues translators edit, and the packed files the modal loads (issue 13):
// `pnpm --filter @walletport/react-ui i18n:pack` writes the packed files again from the keyed
const SOURCES: Readonly<Record<Locale, ModalMessages>> = {
  en: enModal,
  de: deModal,
  fr: frModal,
  es: esModal,
  'pt-BR': ptBRModal,
  ja: jaModal,
  'zh-CN': zhCNModal,
  ar: arModal,
}
const PACK = process.env.WALLETPORT_PACK_CATALOGUES === '1'
const HEADER =
  '// generated from the keyed catalogues (<locale>/modal.ts) by packCatalogues.test.ts:\n' +
  '// `pnpm --filter @walletport/react-ui i18n:pack` writes it again. Do not edit.\n'

/** English's keys in its order, then the plural forms other languages add, sorted */
function keysOf(): string[] {
  const keys = Object.keys(enModal)
  const extra = new Set(
    LOCALES.flatMap((l) => Object.keys(SOURCES[l])).filter((k) => !(k in enModal)),
  )
  return [...keys, ...[...extra].sort()]
}

const at = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const list = (items: readonly unknown[]) =>
  `[\n${items.map((i) => `  ${JSON.stringify(i)},`).join('\n')}\n]`

test.runIf(PACK)('writes the packed catalogues from the keyed ones', () => {
  const keys = keysOf()
  writeFileSync(
    at('./modalKeys.ts'),
    `${HEADER}export const MODAL_KEYS: readonly string[] = ${list(keys)}\n`,
  )
  for (const locale of LOCALES) {
    const source = SOURCES[locale] as Record<string, string>
    const values = keys.map((key) => source[key] ?? 0)
    writeFileSync(
      at(`./${locale}/packed.ts`),
      `${HEADER}export const MODAL_VALUES: readonly (string | 0)[] = ${list(values)}\n`,
    )
  }
})

test.skipIf(PACK).each(LOCALES)(
  'default: %s loads packed exactly as its keyed catalogue',
  async (locale) => {
    const loaded = await loadModalMessages(locale)
    expect(
      loaded,
      'a keyed catalogue changed: run `pnpm --filter @walletport/react-ui i18n:pack`',
    ).toEqual(SOURCES[locale])
  },
)
