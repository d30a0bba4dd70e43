// The host refuses to boot a profile whose user patch layer it cannot watch: after `dsh plugin
// --profile headless add …` on a fresh home, every `dsh --profile headless "…"` exits 1 with
// "user patch-layer watching requires the Cordis HMR service" (the headless profile mounts no HMR
// service; on a fresh home the web profile failed the same way). Any patch file there counts, even the bare template (comments and
// `[]`) that `plugin add` writes. The user meets it through this plugin, so at start the plugin looks
// at that profile's patch file and, when it has no `hmr` row, says which rows fix it.
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, join } from 'node:path'

/** The rows the host needs in the profile's cordis.patch.yml (the same the project's provisioning writes). */
export const HMR_ROWS = '- id: hmr\n  disabled: false\n  config: {root: []}\n'

/**
 * Profiles the host refuses to boot without the row: headless mounts no HMR service; the web profile
 * does, but on a fresh home `dsh --profile web` exited 1 with the same message three times of three
 * (rc.8, the hmr plugin pinned to 1.0.17), with or without any plugin, until the row was there.
 */
const PROFILES_WITHOUT_HMR = ['headless', 'web']

const hasHmrRow = (text: string) => /^\s*-\s*id:\s*['"]?hmr['"]?\s*$/m.test(text)

/** The patch files under `home` the host will refuse to boot, for want of the hmr row. */
export function patchFilesMissingHmr(home: string): string[] {
  const out: string[] = []
  for (const profile of PROFILES_WITHOUT_HMR) {
    const file = join(home, 'profiles', profile, 'cordis.patch.yml')
    let text: string
    try {
      if (!existsSync(file)) continue
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    if (!hasHmrRow(text)) out.push(file)
  }
  return out
}

/** The file is the template's empty list (`[]` on a line of its own): rows added beside it are not YAML. */
const EMPTY_LIST = /^\s*\[\s*\]\s*$/m

/**
 * One message per file: what will fail, and the rows to add. Where the file holds the template's
 * `[]`, the rows replace that line: added above or below it the file no longer parses.
 */
export function hmrHint(file: string, text = readText(file)): string {
  const where = EMPTY_LIST.test(text) ? 'Replace the line `[]` of that file with these lines' : 'Add these lines to that file'
  const profile = basename(dirname(file))
  return `${file} has no hmr row, so \`dsh --profile ${profile}\` will exit with "user patch-layer watching requires the Cordis HMR service". `
    + `${where} (a host requirement, not this plugin's):\n${HMR_ROWS}`
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

export function dshHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.DSH_HOME || join(homedir(), '.dsh')
}
