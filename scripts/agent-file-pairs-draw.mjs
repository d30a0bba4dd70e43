// Issue 19 (helper match19): the draw of the within-file pair set test/fixtures/agent-file-pairs.jsonl,
// from the agent instruction files listed in bench/grounding-fifteenth-draw.mjs (FILES). It reads no
// matcher and computes no similarity score: pairs are chosen by a written rule and a hash rank only.
// Node built-ins only.
//
// The rule (see test/fixtures/agent-file-pairs.md):
// - rule lines of a file: a bullet or numbered list item ('- ', '* ', '+ ', '1. ', '1) ') that is whole
//   on one line (the next line is blank, a heading, a fence, a table row or another list item), outside
//   code fences, with its marker, a leading ✅ / ❌ and '**' outside `code` removed, 25–200 characters, not ending in ':';
//   a text seen twice in one file counted once.
// - candidate pairs: within one file, every two rule lines that share at least one content word
//   (lower-case [a-z0-9_]+ tokens of 3+ characters not in STOP; for CJK, character bigrams).
// - sample: candidates ranked by sha256("match19\0" + a + "\0" + b) (a, b in file order), at most
//   PER_FILE per file; a pair whose text pair already occurs (another file) is skipped; a file whose
//   text is the same as an earlier listed file's is read once (its rule lines counted once).
// The files are read with `git show <commit>:<path>` from $AGENT_FILES_MIRROR/<owner>+<name>/repo
// (default /work/.mirror).
// Usage: node scripts/agent-file-pairs-draw.mjs            → one JSON line a pair (unlabelled)
//        node scripts/agent-file-pairs-draw.mjs --count    → rule lines and candidate pairs per file
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FILES } from '../bench/grounding-fifteenth-draw.mjs'

export { FILES }
export const SEED = 'match19\u0000'
export const PER_FILE = 6
export const STOP = new Set(('the and for with that this from are not but can you your use using used uses all any each ' +
  'should must always never don dont does did was were will would could may might has have had its into onto than then ' +
  'when where which what who how why also only just more most less make sure ensure via per out our their there these ' +
  'those them they one two new like such other some same very every before after over under between about within without ' +
  'instead rather etc e.g i.e see here need needs do be is it of to in on at as or an if by no so up').split(' '))

const mirror = process.env.AGENT_FILES_MIRROR ?? '/work/.mirror'

/** The rule lines of one file's text, as the header says. */
export function ruleLines(text) {
  const out = []
  const raw = text.split('\n').map((l) => l.trimEnd())
  const item = /^\s*([-*+]|\d+[.)])\s/
  const breaks = (l) => l === undefined || !l.trim() || /^\s*(#|```|~~~|\|)/.test(l) || item.test(l)
  let fence = false
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i].trim()
    if (t.startsWith('```') || t.startsWith('~~~')) { fence = !fence; continue }
    if (fence || !item.test(raw[i])) continue
    if (!breaks(raw[i + 1])) continue
    const line = t.replace(/^([-*+]|\d+[.)])\s*/, '').replace(/^\[[ xX]\]\s*/, '').replace(/^(✅|❌)\s*/, '').split(/(`[^`]*`)/).map((part, k) => (k % 2 ? part : part.replaceAll('**', ''))).join('').trim()
    if (line.length < 25 || line.length > 200 || /[:：]$/.test(line)) continue
    if (!out.includes(line)) out.push(line)
  }
  return out
}

/** Content words of a line: lower-case tokens of 3+ characters not in STOP, and CJK bigrams. */
export function contentWords(line) {
  const w = new Set((line.toLowerCase().match(/[a-z0-9_]+/g) ?? []).filter((t) => t.length >= 3 && !STOP.has(t)))
  for (const run of line.match(/[\u4e00-\u9fff]+/g) ?? []) for (let i = 0; i + 1 < run.length; i++) w.add(run.slice(i, i + 2))
  return w
}

export function readFile(repo, path, commit) {
  const git = join(mirror, repo.replace('/', '+'), 'repo')
  if (!existsSync(git)) return undefined
  return execFileSync('git', ['--git-dir', git, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 26 })
}

export function draw() {
  const pairs = []
  const stats = []
  const seen = new Set()
  const texts = new Map()
  for (const [repo, path, commit, licence] of FILES) {
    const text = readFile(repo, path, commit)
    if (text === undefined) throw new Error(`no snapshot of ${repo}`)
    if (texts.has(text)) { stats.push({ repo, path, ruleLines: 0, candidates: 0, kept: 0, copyOf: texts.get(text) }); continue }
    texts.set(text, `${repo}:${path}`)
    const lines = ruleLines(text)
    const cands = []
    for (let i = 0; i < lines.length; i++) {
      const wi = contentWords(lines[i])
      for (let j = i + 1; j < lines.length; j++) {
        const wj = contentWords(lines[j])
        if (![...wi].some((w) => wj.has(w))) continue
        const key = createHash('sha256').update(`${SEED}${lines[i]}\u0000${lines[j]}`).digest('hex')
        cands.push({ a: lines[i], b: lines[j], key })
      }
    }
    cands.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    let kept = 0
    for (const c of cands) {
      if (kept >= PER_FILE) break
      const k = `${c.a}\u0000${c.b}`
      if (seen.has(k)) continue
      seen.add(k)
      kept++
      pairs.push({ a: c.a, b: c.b, source: { repo, path, commit, licence } })
    }
    stats.push({ repo, path, ruleLines: lines.length, candidates: cands.length, kept })
  }
  return { pairs, stats }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pairs, stats } = draw()
  if (process.argv.includes('--count')) {
    for (const s of stats) console.log(`${s.ruleLines}\t${s.candidates}\t${s.kept}\t${s.repo}:${s.path}`)
    console.log(`total\t${stats.reduce((n, s) => n + s.ruleLines, 0)} rule lines\t${stats.reduce((n, s) => n + s.candidates, 0)} candidates\t${pairs.length} pairs\t${new Set(stats.map((s) => s.repo)).size} repositories`)
  } else for (const p of pairs) console.log(JSON.stringify(p))
}
