import { fetchNameSuggestions, isAccountName, type NameSuggestion } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { useDebouncedValue } from '../useDebouncedValue.js'

// typing pauses this long before the service is asked
const LOOKUP_DELAY = 300

export type NameSuggestions = {
  /** the suggestions for `label` as typed now; undefined while they are looked up */
  list: readonly NameSuggestion[] | undefined
  failed: boolean
}

/** Live suggestions for the label typed, once it follows the rule and typing pauses. */
export function useNameSuggestions(label: string): NameSuggestions {
  const { kit } = useKitContext()
  const settled = useDebouncedValue(isAccountName(label) ? label : undefined, LOOKUP_DELAY)
  const [result, setResult] = useState<{ label: string; list: readonly NameSuggestion[] }>()
  const [failedLabel, setFailedLabel] = useState<string>()
  useEffect(() => {
    if (!settled) return
    const controller = new AbortController()
    fetchNameSuggestions(kit, { name: settled, signal: controller.signal }).then(
      (list) => setResult({ label: settled, list }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        kit.log.warn('no name suggestions', error)
        setFailedLabel(settled)
      },
    )
    return () => controller.abort()
  }, [kit, settled])
  return {
    list: result?.label === label ? result.list : undefined,
    failed: failedLabel === label,
  }
}
