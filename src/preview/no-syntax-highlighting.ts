/**
 * Stands in for `react-refractor` in the client build (vite.config.ts). Only @sanity/ui's `Code`
 * uses it, to colour code, which the click-to-edit overlays never show: without a grammar it
 * renders plain `<code>`. Kept out, refractor's grammars stay out of the build, and so does the
 * module-namespace helper they need, which would otherwise join the runtime every page loads.
 */
export const hasLanguage = (_language: string) => false
export const Refractor = () => null
