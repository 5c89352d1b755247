/** A phone or tablet: the kit says mobile, or the main pointer is a finger. */
export function isTouchScreen(isMobile: boolean): boolean {
  return isMobile || (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches)
}
