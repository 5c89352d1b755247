import { useStore } from '@nanostores/react'
import { useRef } from 'react'
import { Spinner } from '../components/Spinner.js'
import { useKitContext } from '../provider/KitContext.js'
import { useMessages } from './MessagesContext.js'
import { ViewFrame } from './ViewFrame.js'
import { VIEWS } from './views.js'

/** The view on top of the history, or a spinner while the kit re-syncs. */
export function ViewOutlet() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const history = useStore(kit.$history)
  const loading = useStore(kit.$loading)
  const entry = history.at(-1)
  const key = entry && `${history.length}:${entry.view}`
  // an embedded modal leaves the page's focus alone until the user navigates in it
  const first = useRef(key)
  if (loading || !entry) return <Spinner label={t('modal.loading')} />
  const { Component } = VIEWS[entry.view]
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
