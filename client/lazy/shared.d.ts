// Filled in by scripts/build-client.mjs for the page's bundle: the namespace of every module that
// both the page's bundle and the tab's chunk import, keyed by its path from the project root, so the
// chunk uses the page's one instance (its state included) instead of a second copy.
declare module 'dum:shared' {
  export const shared: Record<string, unknown>
}

/** The host loader's `require` (react, react-dom, cordis, the ui packages), kept by the bundle's wrapper. */
declare const __dumHostRequire: (id: string) => unknown
/** The tab chunk's URL below the plugin's route, with its content hash (set by the build). */
declare const __DUM_TAB_URL__: string
