import { lazyModule } from './lazyComponent.js'

/** The modal's one lazy module (see lazyViews.ts why one), shared by every part it holds. */
export const LAZY_VIEWS = lazyModule(() => import('./lazyViews.js'))
