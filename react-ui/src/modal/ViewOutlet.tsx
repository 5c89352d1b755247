import { useStore } from '@nanostores/react'
import { goBack, replaceView } from '@walletport/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../components/Spinner.js'
import { useKitContext } from '../provider/KitContext.js'
import { getOpeningEntry, getShownEntry } from './getShownEntry.js'
import { getViewDefinition } from './getViewDefinition.js'
import { useMessages } from './MessagesContext.js'
import { ViewFrame } from './ViewFrame.js'

/**
 * The view on top of the history, or a spinner while the kit re-syncs. A view this modal
 * does not offer (its feature is off) is never shown: it is taken off the history (back to the view
 * below it, else the opening view) with a warning in the kit's log.
 */
export function ViewOutlet() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const history = useStore(kit.$history)
  const loading = useStore(kit.$loading)
  const top = history.at(-1)
  const missing = top && !getViewDefinition(kit, top.view) ? top.view : undefined
  useEffect(() => {
    if (!missing) return
    kit.log.warn(`the ${missing} view is not part of this modal (its feature is off)`)
    if (kit.$history.get().length > 1) goBack(kit)
    else replaceView(kit, getOpeningEntry(kit))
  }, [kit, missing])
  const entry = history.length ? getShownEntry(kit, history) : undefined
  const key = entry && `${history.length}:${entry.view}`
  // an embedded modal leaves the page's focus alone until the user navigates in it
  const first = useRef(key)
  const Component = entry && getViewDefinition(kit, entry.view)?.Component
  if (loading || !entry || !Component || missing) return <Spinner label={t('modal.loading')} />
  return (
    <ViewFrame
      key={key}
      view={entry.view}
      autoFocus={!kit.options.embedded || key !== first.current}
      fallback={<Spinner label={t('modal.loading')} />}
    >
      <Component data={entry.data} />
    </ViewFrame>
  )
}
