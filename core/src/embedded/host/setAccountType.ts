import type { HostContext } from './hostContext.js'

/** SET_PREFERRED_ACCOUNT: the eip155 account becomes the EOA or the smart account. */
export async function setAccountType(ctx: HostContext, { type }: { type: 'eoa' | 'smartAccount' }) {
  const { kit, $state } = ctx
  const answer = await ctx.transport.request('SET_PREFERRED_ACCOUNT', { type })
  const { users } = $state.get()
  const user = users.eip155
  if (user)
    ctx.patch({
      users: {
        ...users,
        eip155: { ...user, address: answer.address, preferredAccountType: type },
      },
    })
  const account = kit._internal.chains.get('eip155')?.account
  if (account)
    kit._internal.chains.updateAccount('eip155', {
      preferredAccountTypes: { ...account.preferredAccountTypes, eip155: type },
    })
  if (user) ctx.emitter.emit('accountsChanged', [answer.address])
  return answer
}
