/**
 * The permission a plan grants to listen without ads. A module of its own: the
 * web shell's AdSlot needs only this name, and must not pull the slot tables into the first
 * script.
 */
export const AD_FREE_PERMISSION = 'ads.hide';
