/**
 * The i18n parity rule, checked by the compiler (issue 15 step 4): every English catalogue file is
 * declared `satisfies Catalogue<typeof zh>` of its zh-CN twin, so a key missing from either side, or
 * present in one only, fails `npm run typecheck` instead of showing a raw key on screen.
 */

/** The same keys as `T` at every depth, with a string at every leaf. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
