import { ENS_UNIVERSAL_RESOLVER } from '../constants.js'
import type { EvmConnection } from '../operations/types.js'
import { createProfileReader, type ProfileReader } from './createProfileReader.js'

/** The adapter's profile reader: the data service, else ENS on mainnet (or the options' network). */
export function createEvmProfiles(
  connection: Omit<EvmConnection, 'wallet' | 'requireWallet'>,
): ProfileReader {
  const { options, context } = connection
  const ens = options.ens
  return createProfileReader({
    getDataSource: () => context()?.dataSource,
    getEnsClient: () => {
      if (ens === false) return undefined
      const network =
        ens?.network ??
        connection.networks().find((n) => n.chainNamespace === 'eip155' && Number(n.id) === 1)
      return network ? connection.getClient(network) : undefined
    },
    universalResolverAddress:
      ens === false
        ? undefined
        : (ens?.universalResolverAddress ??
          (ens?.network && Number(ens.network.id) !== 1 ? undefined : ENS_UNIVERSAL_RESOLVER)),
    now: options.now,
    log: {
      debug: (...a) => context()?.log.debug(...a),
      info: (...a) => context()?.log.info(...a),
      warn: (...a) => context()?.log.warn(...a),
      error: (...a) => context()?.log.error(...a),
    },
  })
}
