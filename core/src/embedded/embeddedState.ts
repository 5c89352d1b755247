import type { EmbeddedState } from '../types/embedded.js'

// apart from createEmbeddedShell, whose import() of the frame host every bundle that reaches
// the file emits (esbuild splits it off even when unused): the UI's state reads need only this

/** The AUTH connector's id in every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'auth'

export function initialEmbeddedState(): EmbeddedState {
  return {
    frame: 'idle',
    step: 'idle',
    loading: false,
    users: {},
    smartAccountEnabledNetworks: [],
    approvals: [],
  }
}
