// The draw of the grounding sets taken from agent instruction files (the fifteenth, sixteenth and
// seventeenth; issue 19): which lines of the listed files a set may use, in which order. Each set's
// own script (bench/grounding-<n>-draw.mjs) lists its FILES and states its rule in its header; the
// options below are where those rules differ, so each script draws exactly what it drew when its set
// was labelled. Node built-ins only; it reads no gate, no matcher, no score. An earlier set is read
// only for the exclusion, never printed.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { RULE, jaccard, readJsonl, root, words } from './grounding-draw.mjs'

const RULE_ZH = /(必须|不要|禁止|不得|不能|避免|使用|优先|务必|应当|应该|需要|只|请|保持|遵循|确保|严禁|不允许)/
const mirror = process.env.AGENT_FILES_MIRROR ?? '/work/.mirror'
const cjk = /[\u4e00-\u9fff]/
/** The bigrams of a text's CJK characters (other characters dropped). */
const bigrams = (text) => {
  const chars = [...text].filter((ch) => cjk.test(ch))
  const out = new Set()
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1])
  return out
}

/**
 * The candidate lines of one file's text: each a whole item on one line (a list item or a one-line
 * paragraph, not continued on the next line), outside code fences (and, with `frontMatter`, outside a
 * leading `---` … `---` block), not a heading, table row, HTML line or a line ending in ':', with its
 * list marker, a leading ✅ / ❌ and '**' removed, 25–140 characters long, with a rule word.
 */
export function ruleLines(text, { frontMatter = false } = {}) {
  const out = []
  const raw = text.split('\n').map((l) => l.trimEnd())
  if (frontMatter && raw[0] === '---') {
    const close = raw.indexOf('---', 1)
    if (close > 0) raw.fill('', 0, close + 1)
  }
  const item = /^\s*([-*+]|\d+[.)、，,])\s/
  // A line that ends an item: blank, a heading, a fence, a table row, or a new list item.
  const breaks = (l) => l === undefined || !l.trim() || /^\s*(#|```|~~~|\|)/.test(l) || item.test(l)
  let fence = false
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i].trim()
    if (t.startsWith('```') || t.startsWith('~~~')) { fence = !fence; continue }
    if (fence || !t || /^(#|\||<|>\s*\[!)/.test(t)) continue
    if (!item.test(raw[i]) && !breaks(raw[i - 1])) continue
    if (!breaks(raw[i + 1])) continue
    const line = t.replace(/^>\s*/, '').replace(/^([-*+]|\d+[.)、，,])\s*/, '').replace(/^(✅|❌)\s*/, '').replaceAll('**', '').trim()
    if (line.length < 25 || line.length > 140 || /[:：]$/.test(line)) continue
    if (!RULE.test(line) && !RULE_ZH.test(line)) continue
    out.push(line)
  }
  return out
}

/**
 * The texts a new set may not use: every user message and source line (`line`, `after.line`,
 * `written.line`, `agentFile.line`) of the `earlier` grounding sets (their file suffixes), their
 * judgments too with `judgments`, and the messages and judgments of the `other` fixture files.
 */
function usedTexts({ earlier, judgments, other }) {
  const used = new Set()
  for (const suffix of earlier) {
    for (const pair of readJsonl(join(root, `test/fixtures/real-rules-grounding${suffix}.jsonl`))) {
      for (const m of pair.messages) used.add(m)
      if (judgments) used.add(pair.judgment)
      for (const l of [pair.source?.line, pair.source?.after?.line, pair.source?.written?.line, pair.source?.agentFile?.line]) if (l) used.add(l)
    }
  }
  for (const file of other) {
    for (const pair of readJsonl(join(root, 'test/fixtures', file))) {
      for (const m of pair.messages) used.add(m)
      used.add(pair.judgment)
    }
  }
  return used
}

/**
 * The drawn lines in order, { repo, path, commit, licence, line }: the rule lines of `files`
 * ([repo, path, commit, licence], read from the snapshots under AGENT_FILES_MIRROR) not used before,
 * a text seen twice drawn once, ordered by sha256(seed + repo + "\0" + path + "\0" + line); at most two
 * lines per file and ten per repository; a line whose words overlap those of a used text or of a line
 * drawn before it by Jaccard ≥ 0.6 is a near-copy, and with `zhBigrams` so is a line whose CJK
 * character bigrams overlap such a text's by Jaccard ≥ 0.6.
 */
export function drawAgentFileLines({ seed, files, earlier, judgments = true, other = [], frontMatter = false, zhBigrams = false }) {
  const used = usedTexts({ earlier, judgments, other })
  const near = [...used].map(words)
  const nearZh = zhBigrams ? [...used].filter((t) => cjk.test(t)).map(bigrams).filter((b) => b.size) : []
  const key = (c) => createHash('sha256').update(`${seed}${c.repo}\u0000${c.path}\u0000${c.line}`).digest('hex')
  const seen = new Set()
  const candidates = []
  for (const [repo, path, commit, licence] of files) {
    const git = join(mirror, repo.replace('/', '+'), 'repo')
    if (!existsSync(git)) throw new Error(`no clone of ${repo} at ${git}`)
    const text = execFileSync('git', ['--git-dir', git, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 26 })
    for (const line of ruleLines(text, { frontMatter })) {
      if (seen.has(line) || used.has(line)) continue
      seen.add(line)
      const c = { repo, path, commit, licence, line }
      candidates.push({ ...c, key: key(c) })
    }
  }
  candidates.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  const perFile = new Map()
  const perRepo = new Map()
  const drawn = []
  for (const c of candidates) {
    const f = `${c.repo}:${c.path}`
    if ((perFile.get(f) ?? 0) >= 2 || (perRepo.get(c.repo) ?? 0) >= 10) continue
    const w = words(c.line)
    if (w.size && near.some((o) => jaccard(w, o) >= 0.6)) continue
    const b = zhBigrams ? bigrams(c.line) : new Set()
    if (b.size && nearZh.some((o) => jaccard(b, o) >= 0.6)) continue
    near.push(w)
    if (b.size) nearZh.push(b)
    perFile.set(f, (perFile.get(f) ?? 0) + 1)
    perRepo.set(c.repo, (perRepo.get(c.repo) ?? 0) + 1)
    const { key: _key, ...rest } = c
    drawn.push(rest)
  }
  return drawn
}

/** Prints the first `count` drawn lines (all by default): rank, file, line. */
export function printAgentFileDraw(drawn, count = Number(process.argv[2] ?? drawn.length)) {
  drawn.slice(0, count).forEach((c, i) => console.log(`${i + 1}\t${c.repo}:${c.path}\t${c.line}`))
}
