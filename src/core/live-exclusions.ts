// The user's `exclude` patterns as the config holds them now. The host's settings service changes
// the plugin's config object in place when a value is saved (Settings → 插件 → 插件配置, applied
// live), so whatever screens or redacts reads the list at use and compiles it again only when it
// changed. A bad pattern never gets this far (refused at save and at start by resolveConfig).
import { compileExclusions, type Exclusion } from './secrets.js'

export function liveExclusions(read: () => readonly string[] | undefined): () => readonly Exclusion[] {
  let key: string | undefined
  let compiled: readonly Exclusion[] = []
  return () => {
    const sources = read() ?? []
    const next = JSON.stringify(sources)
    if (next !== key) {
      compiled = compileExclusions(sources)
      key = next
    }
    return compiled
  }
}
