'use client'
import { useStore } from '@nanostores/react'
import { formatAddressForDisplay, open } from '@walletport/core'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useCallback } from 'react'
import { VisuallyHidden } from '../components/VisuallyHidden.js'
import { formatBalance } from '../format/formatBalance.js'
import { useActiveBalance } from '../hooks/useActiveBalance.js'
import { useIsHydrated } from '../hooks/useIsHydrated.js'
import { createTranslate } from '../i18n/createTranslate.js'
import { useKitContext } from '../provider/KitContext.js'
import { useServerState } from '../provider/useServerState.js'
import { Slot } from '../slot/Slot.js'
import { useKitTheme } from '../styles/getThemeProps.js'
import { composeEventHandlers } from './composeEventHandlers.js'
import { getButtonProps } from './getButtonProps.js'

export type AccountButtonProps = ComponentPropsWithoutRef<'button'> & {
  asChild?: boolean
  /** hides the balance */
  hideBalance?: boolean
  children?: ReactNode
}

/**
 * Docs: /react-ui/AccountButton. The connected account (profile name or short address, and
 * the balance to 3 decimals); opens the Account view. Renders nothing while disconnected.
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton(
    { asChild, hideBalance, children, onClick, className, style, ...props },
    ref,
  ) {
    const { kit, locale, dir, buttonMessages } = useKitContext()
    const theme = useKitTheme()
    const hydrated = useIsHydrated()
    const account = useStore(kit.$account)
    const { balance, symbol } = useActiveBalance()
    const openAccount = useCallback(() => void open(kit, { view: 'Account' }), [kit])
    const server = useServerState()
    const live = account.status === 'connected' ? account.address : undefined
    // until hydrated, what the server rendered (its initial state, else nothing)
    const address = hydrated ? live : server.address
    const profileName = hydrated ? account.profileName : undefined
    if (!address) return null

    const t = createTranslate(buttonMessages)
    const amount =
      hydrated && !hideBalance && balance !== undefined && formatBalance(balance, locale)
    const Component = asChild ? Slot : 'button'
    return (
      <Component
        ref={ref}
        {...getButtonProps(theme, className, style, asChild, locale, dir)}
        data-state="connected"
        // where the modal gives the focus back once this button has given way to the other
        data-wp-account-slot=""
        {...props}
        onClick={composeEventHandlers(onClick, openAccount)}
      >
        {children ?? (
          <>
            <VisuallyHidden>{t('accountButton.prefix')}</VisuallyHidden>
            {amount && <span className="wp-button-balance">{`${amount} ${symbol ?? ''}`}</span>}
            <span className="wp-button-name">
              {profileName ?? formatAddressForDisplay(address)}
            </span>
          </>
        )}
      </Component>
    )
  },
)
