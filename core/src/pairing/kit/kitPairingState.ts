import type { Kit } from '../../kit/types.js'
import type { PairingClient, PairingSession } from '../../types/pairing.js'

/** What the parts of one kit's pairing share: the kit, its client, and two promises that change. */
export type KitPairingState = {
  readonly kit: Kit
  readonly client: PairingClient
  readonly oneClickSignIn: boolean
  /** the last session being shown; connect and restore settle once it is */
  applying: Promise<void>
  /** the connect in progress, which a second connect joins */
  pending: Promise<PairingSession> | undefined
}
