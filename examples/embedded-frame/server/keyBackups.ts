import type { KeyBackup } from '../shared/api.js'
import { FrameServerError } from './FrameServerError.js'
import type { FrameStore } from './store/FrameStore.js'

export type KeyBackups = ReturnType<typeof createKeyBackups>

/**
 * Each user's sealed key backup (see src/backup/keyBackup.ts), kept as the frame sent it: the
 * server holds no passphrase or key that opens it, so a leak of this store, or its operator,
 * learns only the public address.
 */
export function createKeyBackups({ backups }: Pick<FrameStore, 'backups'>) {
  return {
    read: (userId: string): KeyBackup | null => backups.get(userId) ?? null,
    /**
     * keeps a backup; one of another account is refused, so that a new device's fresh keys,
     * backed up before the old ones were restored, never replace the only copy of those
     */
    write(userId: string, backup: KeyBackup) {
      const current = backups.get(userId)
      if (current && current.address.toLowerCase() !== backup.address.toLowerCase())
        throw new FrameServerError(
          409,
          `This account already has a backup of ${current.address}: restore it before backing up another key`,
        )
      backups.set(userId, backup)
    },
  }
}
