import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

export type SyncEmbeddedThemeParameters = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number>
}

/** Docs: /core/embedded/syncEmbeddedTheme. Tells the frame the modal's theme (SYNC_THEME). */
export async function syncEmbeddedTheme(
  kit: Kit,
  parameters: SyncEmbeddedThemeParameters,
): Promise<void> {
  await (await requireEmbedded(kit).load()).syncTheme(parameters)
}
