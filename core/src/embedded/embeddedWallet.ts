import { InvalidOptionsError } from '../errors/config.js'
import type { Kit } from '../kit/types.js'
import { createEmbeddedShell } from './createEmbeddedShell.js'

export type EmbeddedWalletParameters = {
  /** the frame's page; the kit's `endpoints.embeddedWallet` by default */
  frameUrl?: string
  /** the AUTH connector's name in the wallet lists; 'Email' by default */
  name?: string
  /** ms since the epoch, for the email cooldown; Date.now by default */
  now?: () => number
}

/** What `embeddedWallet()` returns, for createKit's `embeddedWallet` option. */
export type EmbeddedWallet = {
  /** called once by createKit, before the adapters are set up; returns the teardown */
  readonly setup: (kit: Kit) => (() => void) | undefined
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Docs: /core/embeddedWallet. Turns on the embedded wallet (email and social login through a
 * frame that speaks core/src/embedded/PROTOCOL.md) when the kit's `email` or `socials`
 * feature is on and a frame URL is known. This factory is all a page bundles up front: the
 * frame host loads with `import()` on the first login, request or restore. The eip155 and
 * solana adapters list its AUTH connector.
 *
 * @example
 * createKit({ networks, adapters, features: { email: true }, endpoints: { embeddedWallet: url },
 *   embeddedWallet: embeddedWallet() })
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters = {}): EmbeddedWallet {
  if (parameters.frameUrl !== undefined && !isHttpUrl(parameters.frameUrl))
    throw new InvalidOptionsError({
      issues: [`embeddedWallet.frameUrl: Expected an http(s) URL, received ${parameters.frameUrl}`],
    })
  return {
    setup(kit) {
      const { features, endpoints } = kit.options
      const frameUrl = parameters.frameUrl ?? endpoints.embeddedWallet
      const socials = Array.isArray(features.socials) && features.socials.length > 0
      if (!features.email && !socials) {
        kit.log.info('embeddedWallet: neither email nor socials is on, so it is off')
        return undefined
      }
      if (!frameUrl || !isHttpUrl(frameUrl)) {
        kit.log.warn('embeddedWallet: no frame URL (endpoints.embeddedWallet), so it is off')
        return undefined
      }
      const shell = createEmbeddedShell(kit, {
        frameUrl,
        name: parameters.name ?? 'Email',
        now: parameters.now ?? Date.now,
      })
      kit._internal.embedded = shell
      return shell.destroy
    },
  }
}
