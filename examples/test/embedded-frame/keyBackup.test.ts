import * as v from 'valibot'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { KeyBackupSchema } from '../../embedded-frame/shared/api.js'
import { openKeys, PBKDF2_ITERATIONS, sealKeys } from '../../embedded-frame/src/backup/keyBackup.js'

const keys = {
  evm: bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
  solana: bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
}
const owner = { userId: 'user-1', address: '0x00000000000000000000000000000000000000ee' }
const PASSPHRASE = 'correct horse battery staple'

describe('key backup', () => {
  test('security: the sealed blob holds no key and opens only with its passphrase', async () => {
    const backup = await sealKeys(keys, PASSPHRASE, owner)
    expect(v.is(KeyBackupSchema, backup)).toBe(true)
    expect(backup.iterations).toBeGreaterThanOrEqual(600_000)
    expect(backup.iterations).toBe(PBKDF2_ITERATIONS)
    const blob = JSON.stringify(backup)
    for (const secret of [keys.evm, keys.solana]) {
      expect(blob).not.toContain(secret.slice(2))
      expect(blob).not.toContain(Buffer.from(secret.slice(2), 'hex').toString('base64url'))
    }
    await expect(openKeys(backup, 'correct horse battery stapl', owner.userId)).rejects.toThrow(
      'Wrong passphrase: the backup did not open with it',
    )
    expect(await openKeys(backup, PASSPHRASE, owner.userId)).toEqual(keys)
    // a fresh salt and IV each time: two backups of the same keys share nothing
    const again = await sealKeys(keys, PASSPHRASE, owner)
    expect(again.salt).not.toBe(backup.salt)
    expect(again.ciphertext).not.toBe(backup.ciphertext)
  })

  test('security: a blob moved to another user, or given another address, does not open', async () => {
    const backup = await sealKeys(keys, PASSPHRASE, owner)
    await expect(openKeys(backup, PASSPHRASE, 'user-2')).rejects.toThrow('Wrong passphrase')
    const swapped = { ...backup, address: '0x000000000000000000000000000000000000dEaD' }
    await expect(openKeys(swapped, PASSPHRASE, owner.userId)).rejects.toThrow('Wrong passphrase')
  })

  test('parameters: a short passphrase is refused; a blob with few iterations fails its schema', async () => {
    await expect(sealKeys(keys, 'too short', owner)).rejects.toThrow('at least 12 characters')
    const backup = await sealKeys(keys, PASSPHRASE, owner)
    expect(v.is(KeyBackupSchema, { ...backup, iterations: 1_000 })).toBe(false)
    expect(v.is(KeyBackupSchema, { ...backup, iterations: 1e9 })).toBe(false)
  })
})
