// The shape every part of the page shares: built once, then updated in place from a snapshot
// of the stores, so keyboard focus and typed text survive every change.
import type { Kit } from '@walletport/core'
import type { Runner } from './createRunner.js'
import type { Snapshot } from './readSnapshot.js'

export type Section = {
  readonly element: HTMLElement
  update(snapshot: Snapshot): void
}

/** What a section needs to build itself: the kit to act on, and the runner to act through. */
export type SectionContext = {
  kit: Kit
  runner: Runner
}
