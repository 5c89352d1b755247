import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'

/**
 * Every event the kit emits. `type: 'track'` events are the analytics events; the others are state
 * notices for `watchEvents` and the UI.
 */
export type KitEvent =
  | { type: 'track'; event: 'MODAL_CREATED'; properties?: Record<string, unknown> }
  | { type: 'track'; event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { type: 'track'; event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { type: 'track'; event: 'SELECT_WALLET'; properties: { name: string; platform: string } }
  | {
      type: 'track'
      event: 'CONNECT_SUCCESS'
      properties: { method: string; name: string; namespace: ChainNamespace }
    }
  | { type: 'track'; event: 'CONNECT_ERROR'; properties: { message: string } }
  | { type: 'track'; event: 'DISCONNECT_SUCCESS'; properties?: Record<string, unknown> }
  | { type: 'track'; event: 'DISCONNECT_ERROR'; properties: { message: string } }
  | { type: 'track'; event: 'SWITCH_NETWORK'; properties: { network: CaipNetworkId } }
  | {
      type: 'track'
      event: 'SIWX_AUTH_SUCCESS'
      properties: { network: CaipNetworkId; isSmartAccount: boolean }
    }
  | {
      type: 'track'
      event: 'SIWX_AUTH_ERROR'
      properties: { network: CaipNetworkId; isSmartAccount: boolean }
    }
  | {
      type: 'track'
      event: 'CLICK_CANCEL_SIWX'
      properties: { network: CaipNetworkId; isSmartAccount: boolean }
    }
  | {
      type: 'track'
      event: 'ERROR_FETCH_TRANSACTIONS'
      properties: {
        address: string
        projectId: string
        cursor: string | undefined
        isSmartAccount: boolean
      }
    }

export type TrackEvent = Extract<KitEvent, { type: 'track' }>
