import type { Logger } from '@walletport/core'
import type { Eip1193Provider, Eip6963ProviderDetail, EvmWindow } from '../types.js'

export type InjectedProviders = {
  /** EIP-6963 announcements, first come first kept per rdns */
  announced: readonly Eip6963ProviderDetail[]
  /** `window.ethereum` when it is a provider no announcement already covers */
  legacy: Eip1193Provider | undefined
}

export type WatchInjectedProvidersParameters = {
  target: EvmWindow
  onChange(providers: InjectedProviders): void
  log?: Logger | undefined
}

/**
 * Docs: /adapters-evm/connectors#watchInjectedProviders. Listens for EIP-6963 announcements
 * on `target`, asks wallets to announce themselves, and watches the legacy `ethereum`
 * global. Every announcement is checked before use. Returns the unsubscribe.
 */
export function watchInjectedProviders({
  target,
  onChange,
  log,
}: WatchInjectedProvidersParameters): () => void {
  let announced: readonly Eip6963ProviderDetail[] = []
  let legacy: Eip1193Provider | undefined

  const emit = () => onChange({ announced, legacy: announcedCovers(legacy) ? undefined : legacy })
  const announcedCovers = (provider: Eip1193Provider | undefined) =>
    provider !== undefined && announced.some((detail) => detail.provider === provider)

  const onAnnounce = (event: Event) => {
    const detail = parseProviderDetail((event as CustomEvent<unknown>).detail)
    if (!detail) {
      log?.debug('eip6963: ignored an announcement that does not match the standard')
      return
    }
    if (announced.some((d) => d.info.rdns === detail.info.rdns)) return
    announced = [...announced, detail]
    emit()
  }
  const readLegacy = () => {
    const candidate = isEip1193Provider(target.ethereum) ? target.ethereum : undefined
    if (candidate === legacy) return
    legacy = candidate
    emit()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // MetaMask's legacy signal for an `ethereum` injected after the page loaded
  target.addEventListener('ethereum#initialized', readLegacy)
  readLegacy()
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
    target.removeEventListener('ethereum#initialized', readLegacy)
  }
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/** An EIP-6963 provider detail, or undefined when any field is off. */
export function parseProviderDetail(value: unknown): Eip6963ProviderDetail | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { info, provider } = value as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || !uuid) return undefined
  if (typeof name !== 'string' || !name.trim() || name.length > 200) return undefined
  if (typeof rdns !== 'string' || rdns.length > 255 || !RDNS.test(rdns)) return undefined
  // the standard asks for a data URI; anything else (a remote URL) is not shown
  const safeIcon = typeof icon === 'string' && /^data:image\//.test(icon) ? icon : undefined
  return { info: { uuid, name: name.trim(), icon: safeIcon, rdns }, provider }
}
