'use client'
import { open } from '@walletport/core'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useCallback } from 'react'
import { NetworkLogo } from '../components/NetworkLogo.js'
import { useHasOpened } from '../components/useHasOpened.js'
import { VisuallyHidden } from '../components/VisuallyHidden.js'
import { useIsHydrated } from '../hooks/useIsHydrated.js'
import { useNetworkState } from '../hooks/useNetworkState.js'
import { createTranslate } from '../i18n/createTranslate.js'
import { useKitContext } from '../provider/KitContext.js'
import { useServerState } from '../provider/useServerState.js'
import { Slot } from '../slot/Slot.js'
import { useKitTheme } from '../styles/getThemeProps.js'
import { composeEventHandlers } from './composeEventHandlers.js'
import { getButtonProps } from './getButtonProps.js'

export type NetworkButtonProps = ComponentPropsWithoutRef<'button'> & {
  asChild?: boolean
  children?: ReactNode
}

/**
 * Docs: /react-ui/NetworkButton. The active network; opens the network list, or
 * UnsupportedChain while the wallet is on a network the app does not support
 * (`data-state` is `supported` or `unsupported`). Disabled when network switching is off.
 */
export const NetworkButton = forwardRef<HTMLButtonElement, NetworkButtonProps>(
  function NetworkButton({ asChild, children, onClick, className, style, ...props }, ref) {
    const { kit, locale, dir, buttonMessages } = useKitContext()
    const theme = useKitTheme()
    const hydrated = useIsHydrated()
    const { network, unsupportedNetworkId } = useNetworkState()
    const isUnsupported = hydrated && unsupportedNetworkId !== undefined
    // until hydrated, the network the server rendered (its initial state's, else the default)
    const server = useServerState()
    const shown = hydrated ? network : server.network
    // the logo comes after the first click, with the modal's code, never on the first paint
    const opened = useHasOpened(kit)
    const openNetworks = useCallback(
      () => void open(kit, { view: isUnsupported ? 'UnsupportedChain' : 'Networks' }),
      [kit, isUnsupported],
    )
    const t = createTranslate(buttonMessages)
    const Component = asChild ? Slot : 'button'
    return (
      <Component
        ref={ref}
        disabled={!kit.options.enableNetworkSwitch || undefined}
        {...getButtonProps(theme, className, style, asChild, locale, dir)}
        data-state={isUnsupported ? 'unsupported' : 'supported'}
        {...props}
        onClick={composeEventHandlers(onClick, openNetworks)}
      >
        {children ?? (
          <>
            {hydrated && opened && !isUnsupported && shown && <NetworkLogo network={shown} />}
            <VisuallyHidden>{t('networkButton.prefix')}</VisuallyHidden>
            <span className="wp-button-label">
              {isUnsupported ? t('networkButton.unsupported') : shown?.name}
            </span>
          </>
        )}
      </Component>
    )
  },
)
