import type { Siwx, SiwxConfig } from '../types/siwx.js'
import { watchSignIn } from './watchSignIn.js'

/**
 * Docs: /core/siwx/createSiwx. Turns a sign-in config into the kit's `siwx` option: with it the
 * kit reads the connected account's sessions after every connect, account or network change,
 * and opens SIWXSignMessage when there is none. The sign-in code is bundled only by sites that
 * call this (or `createLocalSiwx`).
 *
 * @example
 * const kit = createKit({
 *   networks,
 *   adapters,
 *   siwx: createSiwx({
 *     getNonce: () => fetch('/siwx/nonce').then((r) => r.text()),
 *     addSession: (session) => post('/siwx/sessions', session),
 *     getSessions: ({ networkId, address }) => get(`/siwx/sessions/${networkId}/${address}`),
 *     revokeSession: ({ networkId, address }) => del(`/siwx/sessions/${networkId}/${address}`),
 *     getRequired: () => true,
 *   }),
 * })
 */
export function createSiwx(config: SiwxConfig): Siwx {
  // methods are called through the config, so a class instance keeps its `this`
  const { createMessage, verify } = config
  const siwx: Siwx = {
    getNonce: (p) => config.getNonce(p),
    ...(createMessage && { createMessage: (data) => createMessage.call(config, data) }),
    addSession: (session) => config.addSession(session),
    getSessions: (p) => config.getSessions(p),
    revokeSession: (p) => config.revokeSession(p),
    getRequired: () => config.getRequired(),
    ...(verify && { verify: (session, expected) => verify.call(config, session, expected) }),
    get required() {
      return config.getRequired()
    },
    setup: (kit) => watchSignIn(kit, siwx),
  }
  return siwx
}
