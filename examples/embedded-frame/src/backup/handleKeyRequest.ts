import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { EmptySchema, KeyBackupAnswerSchema } from '../../shared/api.js'
import type { ApprovalAnswer, ApprovalRequest } from '../createApprovalScreen.js'
import type { FrameApi } from '../createFrameApi.js'
import type { Session } from '../createSession.js'
import { FrameRequestError, UNSUPPORTED_METHOD } from '../FrameRequestError.js'
import type { FrameText } from '../i18n/createFrameText.js'
import { MIN_PASSPHRASE_LENGTH, openKeys, sealKeys } from './keyBackup.js'

/** the frame's own methods for the visitor's keys: export, backup and restore */
export const KEY_METHODS = [
  'walletport_exportKeys',
  'walletport_backupKeys',
  'walletport_restoreKeys',
] as const

type Context = {
  session: Session
  api: FrameApi
  prompt(request: ApprovalRequest): Promise<ApprovalAnswer>
  /** the screens' words, in the host's locale */
  text: FrameText
}

function signedIn(session: Session) {
  const user = session.getUser()
  const keys = session.getKeys()
  const secrets = session.readSecrets()
  if (!user || !keys || !secrets) throw new FrameRequestError('Not signed in', 4100)
  return { user, keys, secrets }
}

/** a warning screen first; the keys only on the screen after it, never in the answer */
async function exportKeys({ session, prompt, text: { t } }: Context) {
  const { keys, secrets } = signedIn(session)
  await prompt({
    title: t('keys.exportTitle'),
    rows: [[t('row.account'), keys.evm.address]],
    warnings: [t('keys.exportWarning')],
    approveLabel: t('keys.exportConfirm'),
    rejectLabel: t('keys.cancel'),
  })
  // a Solana wallet imports the 64-byte secret and public key, in base58
  const solanaSecret = base58.encode(
    new Uint8Array([...hexToBytes(secrets.solana as `0x${string}`), ...keys.solana.publicKey]),
  )
  await prompt({
    title: t('keys.shownTitle'),
    rows: [],
    warnings: [t('keys.shownWarning')],
    secrets: [
      { label: t('keys.evmKey', { address: keys.evm.address }), value: secrets.evm },
      { label: t('keys.solanaKey', { address: keys.solana.address }), value: solanaSecret },
    ],
    approveLabel: t('keys.done'),
    rejectLabel: t('keys.close'),
  })
  return { exported: true }
}

/** the passphrase, asked twice, until it is long enough and both match */
async function askNewPassphrase({ prompt, text: { t } }: Context, address: string) {
  let problem: string | undefined
  for (;;) {
    const { passphrase = '', confirm } = await prompt({
      title: t('keys.backupTitle'),
      rows: [[t('row.account'), address]],
      warnings: [...(problem ? [problem] : []), t('keys.backupWarning')],
      passphrase: {
        label: t('keys.passphrase', { min: MIN_PASSPHRASE_LENGTH }),
        confirm: t('keys.passphraseAgain'),
      },
      approveLabel: t('keys.backupConfirm'),
      rejectLabel: t('keys.cancel'),
    })
    if (passphrase.length < MIN_PASSPHRASE_LENGTH)
      problem = t('keys.tooShort', { min: MIN_PASSPHRASE_LENGTH })
    else if (passphrase !== confirm) problem = t('keys.differ')
    else return passphrase
  }
}

async function backupKeys(context: Context) {
  const { session, api } = context
  const { user, keys, secrets } = signedIn(session)
  const passphrase = await askNewPassphrase(context, keys.evm.address)
  const backup = await sealKeys(secrets, passphrase, { userId: user.id, address: keys.evm.address })
  await api('/api/backup', EmptySchema, { backup })
  return { address: keys.evm.address }
}

async function restoreKeys({ session, api, prompt, text: { t } }: Context) {
  const { user, keys } = signedIn(session)
  const { backup } = await api('/api/backup', KeyBackupAnswerSchema)
  if (!backup) throw new FrameRequestError('This account has no backup to restore')
  const { passphrase = '' } = await prompt({
    title: t('keys.restoreTitle'),
    rows: [
      [t('keys.backedUpAccount'), backup.address],
      [t('keys.deviceAccount'), keys.evm.address],
    ],
    warnings: [t('keys.restoreWarning')],
    passphrase: { label: t('keys.backupPassphrase') },
    approveLabel: t('keys.restore'),
    rejectLabel: t('keys.cancel'),
  })
  const restored = session.restoreKeys(await openKeys(backup, passphrase, user.id))
  return { address: restored.evm.address, solanaAddress: restored.solana.address }
}

/** Export, backup and restore of the signed-in visitor's keys; each answers no secret. */
export function handleKeyRequest(method: string, context: Context): Promise<unknown> {
  if (method === 'walletport_exportKeys') return exportKeys(context)
  if (method === 'walletport_backupKeys') return backupKeys(context)
  if (method === 'walletport_restoreKeys') return restoreKeys(context)
  return Promise.reject(new FrameRequestError(`${method} is not supported`, UNSUPPORTED_METHOD))
}
