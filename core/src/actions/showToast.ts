import type { Kit } from '../kit/types.js'
import type { ToastVariant } from '../stores/createToastState.js'

export type ShowToastParameters = { variant: ToastVariant; message: string }

/**
 * Docs: /core/actions/showToast. Shows a loading, success or error toast; an open one is
 * hidden first and the new one appears after 150 ms.
 */
export function showToast(kit: Kit, parameters: ShowToastParameters): void {
  kit._internal.toast.show(parameters)
}
