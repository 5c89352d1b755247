'use client'
import { useStore } from '@nanostores/react'
import { type ConnectionStatus, formatAddressForDisplay, open, type View } from '@walletport/core'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useCallback } from 'react'
import { useIsHydrated } from '../hooks/useIsHydrated.js'
import { createTranslate } from '../i18n/createTranslate.js'
import { useKitContext } from '../provider/KitContext.js'
import { useServerState } from '../provider/useServerState.js'
import { Slot } from '../slot/Slot.js'
import { useKitTheme } from '../styles/getThemeProps.js'
import { composeEventHandlers } from './composeEventHandlers.js'
import { getButtonProps } from './getButtonProps.js'

/** What a custom trigger gets from `<ConnectButton>{(state) => ...}</ConnectButton>`. */
export type ConnectButtonState = {
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  /** the profile name, else the address shortened for display */
  displayName: string | undefined
  open(): void
}

export type ConnectButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  /** merges our props onto the single child instead of rendering a button */
  asChild?: boolean
  /** the view to open on; by default the opening rules choose (Account when connected) */
  view?: View
  /** a render function makes a fully custom trigger, with no element of ours */
  children?: ReactNode | ((state: ConnectButtonState) => ReactNode)
}

/**
 * Docs: /react-ui/ConnectButton. Opens the modal. Shows "Connect Wallet", then the account
 * once connected; `data-state` is the connection status.
 */
export const ConnectButton = forwardRef<HTMLButtonElement, ConnectButtonProps>(
  function ConnectButton({ asChild, view, children, onClick, className, style, ...props }, ref) {
    const { kit, locale, dir, buttonMessages } = useKitContext()
    const theme = useKitTheme()
    const hydrated = useIsHydrated()
    const liveStatus = useStore(kit.$status)
    const account = useStore(kit.$account)
    // until hydrated, what the server rendered (its initial state, else disconnected)
    const server = useServerState()
    const status: ConnectionStatus = hydrated ? liveStatus : server.status
    const address = !hydrated
      ? server.address
      : status === 'connected'
        ? account.address
        : undefined
    const profileName = hydrated ? account.profileName : undefined
    const displayName = address && (profileName ?? formatAddressForDisplay(address))
    const openModal = useCallback(() => void open(kit, view ? { view } : {}), [kit, view])

    if (typeof children === 'function')
      return children({
        status,
        isConnected: Boolean(address),
        address,
        displayName,
        open: openModal,
      })

    const t = createTranslate(buttonMessages)
    const busy = status === 'connecting' || status === 'reconnecting'
    const label = displayName ?? t(busy ? 'connectButton.connecting' : 'connectButton.connect')
    const Component = asChild ? Slot : 'button'
    return (
      <Component
        ref={ref}
        {...getButtonProps(theme, className, style, asChild, locale, dir)}
        data-state={status}
        // where the modal gives the focus back once this button has given way to the other
        data-wp-account-slot=""
        aria-busy={busy || undefined}
        {...props}
        onClick={composeEventHandlers(onClick, openModal)}
      >
        {children ?? label}
      </Component>
    )
  },
)
