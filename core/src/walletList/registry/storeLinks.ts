/** Store pages by the id each store gives the app or extension. */
export const ios = (id: string) => `https://apps.apple.com/app/id${id}`
export const android = (id: string) => `https://play.google.com/store/apps/details?id=${id}`
export const chrome = (id: string) => `https://chromewebstore.google.com/detail/${id}`
export const firefox = (slug: string) => `https://addons.mozilla.org/firefox/addon/${slug}/`
