/**
 * SPEC section 9's name suffixes, as core's NAME_SUFFIXES lists them. Kept here rather than
 * imported: the demo command runs this server on plain Node, where `@walletport/core`
 * resolves to its unbuilt dist.
 */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
