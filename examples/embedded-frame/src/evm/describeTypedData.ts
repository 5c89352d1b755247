import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError } from '../FrameRequestError.js'
import type { FrameText } from '../i18n/createFrameText.js'
import { UNLIMITED, unlimitedWarning } from './decodeCall.js'

type TypedData = {
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

function asBigInt(value: unknown): bigint | undefined {
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/** the allowance a permit grants: EIP-2612 Permit, and Permit2's PermitSingle / PermitBatch */
function describePermit({ primaryType, domain, message }: TypedData, text: FrameText) {
  const { t } = text
  const rows: [string, string][] = []
  const warnings: string[] = []
  const contract = String(domain.verifyingContract ?? t('typed.theContract'))
  const grant = (token: string, spender: unknown, amount: unknown) => {
    const value = asBigInt(amount)
    rows.push(
      [t('call.spender'), String(spender)],
      [
        t('typed.allowanceOf', { token }),
        value === undefined
          ? String(amount)
          : value >= UNLIMITED
            ? t('call.unlimited')
            : t('typed.rawUnits', { value: text.integer(value) }),
      ],
    )
    if (value !== undefined && value >= UNLIMITED)
      warnings.push(unlimitedWarning(text, String(spender), token))
  }
  if (primaryType === 'Permit' && 'spender' in message)
    grant(contract, message.spender, message.value)
  const details = message.details
  if (primaryType === 'PermitSingle' && typeof details === 'object' && details !== null)
    grant(String(Reflect.get(details, 'token')), message.spender, Reflect.get(details, 'amount'))
  if (primaryType === 'PermitBatch' && Array.isArray(details))
    for (const each of details)
      grant(String(Reflect.get(each, 'token')), message.spender, Reflect.get(each, 'amount'))
  return { rows, warnings }
}

/**
 * An eth_signTypedData_v4 request in words: the whole domain (a name alone says nothing of
 * the contract or chain that will accept the signature), a permit's spender and allowance,
 * and the message. A domain bound to another chain than the active one is refused.
 */
export function describeTypedData(
  typedData: TypedData,
  account: string,
  chainId: number,
  text: FrameText,
): ApprovalRequest {
  const domainChain = asBigInt(typedData.domain.chainId)
  if (typedData.domain.chainId !== undefined && domainChain !== BigInt(chainId))
    throw new FrameRequestError(
      `The typed data is for chain ${String(typedData.domain.chainId)}, not the active chain ${chainId}`,
      -32602,
    )
  const permit = describePermit(typedData, text)
  const { t } = text
  return {
    title: t('typed.title'),
    rows: [
      [t('row.account'), account],
      [t('typed.type'), typedData.primaryType],
      ...DOMAIN_FIELDS.map(
        (field) =>
          [
            t('typed.domainField', { field }),
            typedData.domain[field] === undefined
              ? t('typed.none')
              : String(typedData.domain[field]),
          ] as [string, string],
      ),
      ...permit.rows,
    ],
    warnings: permit.warnings,
    body: {
      label: t('typed.body'),
      text: JSON.stringify(
        typedData.message,
        (_, value) => (typeof value === 'bigint' ? `${value}` : value),
        2,
      ),
    },
  }
}
