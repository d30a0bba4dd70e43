import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATALOGUE, catalogueFor, decideCall, type CatalogueId } from '../src/core/guard/index.js'

interface Labelled { cmd: string; labels: CatalogueId[]; split: string }
const read = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Labelled)
const commands = [...read('guard-commands.jsonl'), ...read('guard-commands-fresh.jsonl')]
const guards = CATALOGUE.map((e) => ({ id: e.id, spec: { catalogue: [e.id] } }))

/** The decisions known to differ from their label, each explained in docs/guards.md and the notes. */
const KNOWN: Record<string, string> = {
  'ignore rm "$_tmp"': 'a script-local function (rustup-init.sh) runs rm',
  'ignore rmdir "$_dir"': 'a script-local function (rustup-init.sh) runs rmdir',
  'ignore rm "$_file"': 'a script-local function (rustup-init.sh) runs rm',
  'git checkout path/to/file': 'a path and a branch look alike',
  'git reset --hard <commit id>': 'a doc placeholder bash cannot parse: unreadable, asked',
  'git rm -r --cached <file>': 'a doc placeholder bash cannot parse: unreadable, asked',
  'execute_sudo "${CHMOD[@]}" "g+rwx" "${HOMEBREW_CACHE}"': 'a script-local function (Homebrew install.sh) runs sudo',
  'execute_sudo rmdir "${HOMEBREW_PREFIX}"': 'a script-local function runs sudo rmdir',
  'execute_sudo rmdir "$(dirname "${HOMEBREW_PREFIX}")"': 'a script-local function runs sudo rmdir',
  'execute_sudo rmdir "${HOMEBREW_REPOSITORY}"': 'a script-local function runs sudo rmdir',
}

describe('the labelled shell commands are decided as labelled', () => {
  it('holds at least 400 commands from both sets', () => {
    expect(commands.length).toBeGreaterThanOrEqual(400)
  })

  it('every decision equals its label, except the known and documented ones', () => {
    const differing: string[] = []
    for (const c of commands) {
      const d = decideCall({ tool: 'bash', args: { command: c.cmd } }, guards)
      const got = [...new Set(d.matches.map((m) => m.entryId!))].sort().join(',')
      if (got !== [...c.labels].sort().join(',') || d.unreadable) differing.push(c.cmd)
    }
    expect(differing.sort()).toEqual(Object.keys(KNOWN).sort())
  })
})

describe('the labelled red lines map as labelled', () => {
  it('every sentence maps to its entries', () => {
    const set = readFileSync(new URL('./fixtures/guard-red-lines.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { text: string; entries: CatalogueId[] })
    const differing = set.filter((s) => [...catalogueFor(s.text)].sort().join() !== [...s.entries].sort().join()).map((s) => s.text)
    // mends21 read each object of a deleting verb on its own and counted a file's name anywhere in
    // the object as a file; its own sentences ("Never remove console.log calls", "Don't remove
    // package.json entries") showed the flaw, and a file's name now heads the object only as its last
    // word. That also mends the held-aside 不要删 console.log 以外的日志, the one row mends21 had left wrong.
    expect(differing).toEqual([])
  })
})
