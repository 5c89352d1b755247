import * as Tabs from '@radix-ui/react-tabs'
import { Suspense } from 'react'
import { SkeletonList } from '../../components/SkeletonList.js'
import { lazyComponent } from '../../modal/lazyComponent.js'
import { LAZY_VIEWS } from '../../modal/loadLazyViews.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { NftList } from './NftList.js'
import { TokenList } from './TokenList.js'

// the history feature's code loads only when the feature is on and the tab is shown
const ActivityList = lazyComponent(LAZY_VIEWS, (m) => m.ActivityList).Component

export type AccountTabsProps = {
  /** the balances are being read (placeholder rows in Tokens until they arrive) */
  tokensLoading?: boolean
}

/** Tokens, NFTs (read when their tab opens) and (with the history feature) Activity; arrow keys move between tabs. */
export function AccountTabs({ tokensLoading = false }: AccountTabsProps) {
  const { kit, dir } = useKitContext()
  const { t } = useMessages()
  const { history } = kit.options.features
  return (
    <Tabs.Root className="wp-tabs" defaultValue="tokens" dir={dir}>
      <Tabs.List className="wp-tab-list" aria-label={t('account.assets')}>
        <Tabs.Trigger className="wp-tab" value="tokens">
          {t('account.tokens')}
        </Tabs.Trigger>
        <Tabs.Trigger className="wp-tab" value="nfts">
          {t('account.nfts')}
        </Tabs.Trigger>
        {history && (
          <Tabs.Trigger className="wp-tab" value="activity">
            {t('account.activity')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content className="wp-tab-panel" value="tokens">
        <TokenList loading={tokensLoading} />
      </Tabs.Content>
      <Tabs.Content className="wp-tab-panel" value="nfts">
        <NftList />
      </Tabs.Content>
      {history && (
        <Tabs.Content className="wp-tab-panel" value="activity">
          <Suspense fallback={<SkeletonList label={t('activity.loading')} />}>
            <ActivityList />
          </Suspense>
        </Tabs.Content>
      )}
    </Tabs.Root>
  )
}
