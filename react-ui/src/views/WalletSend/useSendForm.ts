import { useStore } from '@nanostores/react'
import {
  type GetSendValidationReturnType,
  getSendValidation,
  type SendFormIssue,
} from '@walletport/core'
import { useKitContext } from '../../provider/KitContext.js'

const NONE: GetSendValidationReturnType = { issues: [], insufficientGas: false, canSend: false }

export type SendForm = ReturnType<typeof useSendForm>

/**
 * The send form as core holds it, with core's judgement of it: re-rendered whenever the
 * form, the account or the network changes.
 */
export function useSendForm() {
  const { kit } = useKitContext()
  const send = useStore(kit.$send)
  const account = useStore(kit.$account)
  useStore(kit.$activeNetwork)
  // without an account there is nothing to judge (the view says it is disconnected)
  const validation = account.address ? getSendValidation(kit) : NONE
  const issueOf = (field: SendFormIssue['field']) =>
    validation.issues.find((issue) => issue.field === field)
  return { send, validation, issueOf }
}
