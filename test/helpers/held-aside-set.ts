// The shape checks of a grounding set held aside whole (the seventh, eighth and ninth sets of issue 19,
// weighted to inverted pairs, the tenth, weighted to different-value pairs, the eleventh, weighted
// to cross-language pairs and inversions, the twelfth, half of it chat words, the thirteenth, two
// thirds chat words, some over two messages, the fourteenth, five sixths chat words, a quarter over
// two messages, some on rule lines its writer wrote, and the fifteenth, drawn from the agent instruction
// files of public repositories rather than the corpus): one describer, the figures of each set passed in. Every line
// must be a valid, labelled pair with its source, in the stated mix; no user line or corpus line may
// come from an earlier set, nor be a near-copy of one; the lines must be those the stated draw gives;
// the labels must be those of the label commit; and the bench must print counts, never a pair or a
// verdict. Nothing here runs a set through the gate, and a failure lists that set's texts only.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HELD_ASIDE_CLASSES, HELD_ASIDE_LANGS, HELD_ASIDE_SETS, heldAsideCounted, heldAsideHeader, heldAsidePairs, heldAsideSection, type HeldAsidePair, type HeldAsideSet } from '../../bench/real-rules-held-aside.js'
import { corpusFile, corpusLine, drawRanks, expectAgentFileSource, expectCorpusSource, expectPairShape, expectWrittenSource, fixtureLines as lines, groundingSet, nearCopies, root, ruleLine, type SetPair } from './grounding-set.js'

export interface HeldAsideSpec {
  set: HeldAsideSet
  /** The suffixes of the earlier sets' fixtures ('' for the first, '-fresh', …). */
  earlier: string[]
  /** At least this many pairs in the earlier sets together. */
  earlierAtLeast: number
  lines: number
  /** Per language, [paraphrase, different-value, inverted]. */
  mix: Record<(typeof HELD_ASIDE_LANGS)[number], [number, number, number]>
  /** Distinct corpus lines used verbatim (en), and lines the constructed pairs were written after. */
  sources: [number, number]
  draw: string
  /** Verbatim (en) lines come from draw ranks up to this one; constructed pairs were written after ranks 151–299. */
  enRanks: number
  /** How many pairs have chat words (`source.chat`); none when absent. */
  chat?: number
  /** How many pairs have two user messages of one conversation (the thirteenth); none when absent, and then every pair has one. */
  twoMessages?: number
  /** How many distinct rule lines the set's writer wrote (`source.written`, the fourteenth), and on how many pairs; none when absent. */
  written?: [number, number]
  /**
   * A set drawn from agent instruction files (`source.agentFile`, the fifteenth) by `draw`: distinct lines
   * used verbatim (en) and constructed on, how many repositories and files they come from, and the last
   * rank of the draw a line may have. Absent for a corpus-drawn set, whose every pair then has no `agentFile`.
   */
  agentFiles?: { lines: [number, number]; repos: number; files: number; ranks: number }
}

/** The label commit's copy of the fixture, or undefined when this clone does not hold that commit. */
function labelledCopy(set: HeldAsideSet): string | undefined {
  try {
    return execFileSync('git', ['show', `${set.commit}:${set.file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

/** Pairs of the test's own, so that a set itself is never run through the bench's section here. */
const OWN: HeldAsidePair[] = [
  { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
  { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Run every command with sudo', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
  { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '变量都用 var 声明', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
  { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '不要用 let 声明变量', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
]

export function describeHeldAsideSet(spec: HeldAsideSpec): void {
  const { set } = spec
  const raw = lines(set.file)
  const pairs = raw.map((l) => JSON.parse(l) as HeldAsidePair & SetPair)
  // Pairs on a corpus line (every pair of the sets before the fourteenth), pairs on a rule line the set's writer
  // wrote (the fourteenth's), and pairs on a line of a repository's agent instruction file (the fifteenth's).
  const fromCorpus = pairs.filter((p) => !p.source.written && !p.source.agentFile)
  const written = pairs.filter((p) => p.source.written)
  const fromAgentFiles = pairs.filter((p) => p.source.agentFile)
  const earlier = spec.earlier.flatMap(groundingSet)
  const copy = labelledCopy(set)

  describe(`${set.name.toLowerCase()} grounding set`, () => {
    // A set split in halves: tune when the first hex digit of sha256(seed + source line) is 0–7.
    const splitOf = (p: SetPair) => !set.halves ? 'holdout' : parseInt(createHash('sha256').update(set.halves.seed + ruleLine(p)).digest('hex')[0]!, 16) < 8 ? 'tune' : 'holdout'
    it(`has one valid, labelled pair a line, ${set.halves ? 'split in halves by the hash of its source line' : 'every one held aside'}, in the stated mix`, () => {
      expect(raw.length).toBe(spec.lines)
      for (const p of pairs) expectPairShape(p, HELD_ASIDE_LANGS, HELD_ASIDE_CLASSES, splitOf(p), spec.twoMessages ? 2 : 1)
      if (set.halves) expect(heldAsideCounted(set)).toEqual(pairs.filter((p) => p.split === 'holdout'))
      const keys = pairs.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
      expect(new Set(keys).size).toBe(keys.length)
      const mix = Object.fromEntries(HELD_ASIDE_LANGS.map((lang) => [lang, HELD_ASIDE_CLASSES.map((cls) => pairs.filter((p) => p.lang === lang && p.class === cls).length)]))
      expect(mix).toEqual(spec.mix)
      expect(pairs.filter((p) => p.source.chat).length).toBe(spec.chat ?? 0)
      expect(pairs.filter((p) => p.messages.length === 2).length).toBe(spec.twoMessages ?? 0)
    })

    it('records the source of every line: a verbatim corpus line, or constructed after one', () => {
      for (const p of fromCorpus) expectCorpusSource(p as SetPair, 140)
      for (const p of written) expectWrittenSource(p as SetPair, 140)
      for (const p of fromAgentFiles) expectAgentFileSource(p as SetPair, 140)
      expect(new Set(fromCorpus.filter((p) => !p.source.constructed).map((p) => corpusLine(p).line)).size).toBe(spec.sources[0])
      expect(new Set(fromCorpus.filter((p) => p.source.constructed).map((p) => corpusLine(p).line)).size).toBe(spec.sources[1])
      expect([new Set(written.map((p) => ruleLine(p))).size, written.length]).toEqual(spec.written ?? [0, 0])
      expect([false, true].map((constructed) => new Set(fromAgentFiles.filter((p) => !!p.source.constructed === constructed).map((p) => ruleLine(p))).size)).toEqual(spec.agentFiles?.lines ?? [0, 0])
    })

    it('shares no user line or corpus line with the earlier sets, nor a near-copy of one', () => {
      const old = [...new Set(earlier.flatMap((p) => [...p.messages, p.source.line, p.source.after?.line, p.source.written?.line, p.source.agentFile?.line].filter((t): t is string => !!t)))]
      expect(earlier.length).toBeGreaterThan(spec.earlierAtLeast)
      const oldSet = new Set(old)
      expect([...new Set(pairs.flatMap((p) => [...p.messages, ruleLine(p)]))].filter((t) => oldSet.has(t))).toEqual([])
      expect(nearCopies([...new Set(pairs.map((p) => ruleLine(p)))], old)).toEqual([])
      // A written line is no near-copy of a corpus line of the set either.
      expect(nearCopies([...new Set(written.map((p) => ruleLine(p)))], [...new Set(fromCorpus.map((p) => corpusLine(p).line))])).toEqual([])
    })

    it('takes at most two corpus lines per file', () => {
      const perFile = new Map<string, Set<string>>()
      for (const p of fromCorpus) {
        const src = corpusLine(p)
        perFile.set(src.file, (perFile.get(src.file) ?? new Set()).add(src.line))
      }
      // An agent file is named by its repository and path.
      for (const p of fromAgentFiles) {
        const src = p.source.agentFile!
        perFile.set(`${src.repo}:${src.path}`, (perFile.get(`${src.repo}:${src.path}`) ?? new Set()).add(src.line))
      }
      expect([...perFile].filter(([, lines]) => lines.size > 2)).toEqual([])
    })

    if (spec.agentFiles) {
      const stated = spec.agentFiles
      // The files the draw read, as its FILES lists them: [repository, path, commit, licence].
      const script = readFileSync(join(root, spec.draw), 'utf8')
      const listed = new Map([...script.matchAll(/^ {2}\['([^']+)', '([^']+)', '([0-9a-f]{40})', '([^']+)'\],$/gm)].map((m) => [`${m[1]}:${m[2]}`, { commit: m[3], licence: m[4] }]))
      const clones = [...new Set(fromAgentFiles.map((p) => p.source.agentFile!.repo))].every((repo) => existsSync(join(process.env.AGENT_FILES_MIRROR ?? '/work/.mirror', repo.replace('/', '+'), 'repo')))

      it(`names every line's file in its draw, at the commit and licence recorded, from ${stated.repos} repositories and ${stated.files} files`, () => {
        for (const p of fromAgentFiles) {
          const src = p.source.agentFile!
          expect(listed.get(`${src.repo}:${src.path}`), `${src.repo}:${src.path}`).toEqual({ commit: src.commit, licence: src.licence })
        }
        expect(new Set(fromAgentFiles.map((p) => p.source.agentFile!.repo)).size).toBe(stated.repos)
        expect(new Set(fromAgentFiles.map((p) => `${p.source.agentFile!.repo}:${p.source.agentFile!.path}`)).size).toBe(stated.files)
      })

      it.skipIf(!clones)(`uses lines the stated draw gives, from ranks 1–${stated.ranks} (needs the repositories' clones)`, () => {
        const out = execFileSync(process.execPath, [join(root, spec.draw)], { encoding: 'utf8' })
        const rank = new Map(out.trim().split('\n').map((row) => {
          const [r, file, text] = row.split('\t')
          return [`${file}\t${text}`, Number(r)] as const
        }))
        expect(rank.size).toBe(stated.ranks)
        for (const p of fromAgentFiles) {
          const src = p.source.agentFile!
          expect(rank.get(`${src.repo}:${src.path}\t${src.line}`), src.line).toBeDefined()
        }
      })
    }

    it.skipIf(!corpusFile() || fromCorpus.length === 0)(`uses lines the stated draw gives: verbatim en from ranks 1–${spec.enRanks}, constructed after ranks 151–299`, () => {
      const rank = drawRanks(spec.draw)
      for (const p of fromCorpus) {
        const src = corpusLine(p)
        const r = rank.get(`${src.file}\t${src.line}`)
        expect(r, src.line).toBeDefined()
        if (!p.source.constructed) expect(r).toBeLessThanOrEqual(spec.enRanks)
        else expect(r).toBeGreaterThan(150)
        if (p.source.constructed) expect(r).toBeLessThanOrEqual(299)
      }
    })

    it.skipIf(copy === undefined)('holds the labels of its label commit, unchanged', () => {
      expect(raw).toEqual(copy!.split('\n').filter((l) => l.trim()))
    })

    it('is reported after the sets before it, as counts only: the section lists no pair and no verdict', () => {
      const at = HELD_ASIDE_SETS.indexOf(set)
      expect(at).toBeGreaterThan(0)
      // The bench reads this very file (reading only: no gate runs on it here).
      expect(heldAsidePairs(set)).toEqual(pairs)
      const section = heldAsideSection(set, OWN)
      const text = section.join('\n')
      for (const p of OWN) {
        expect(text).not.toContain(p.judgment)
        expect(text).not.toContain(p.messages[0])
      }
      expect(section[0]).toBe(heldAsideHeader(set, 4))
      expect(section[0]).toContain(`${set.name} set, labelled ${set.commit}: \`${set.file}\`, 4 pairs of the same kind (${set.drawnFrom ?? `corpus lines used by none of the ${set.earlier} earlier sets`}, drawn by sha256 order as its .md says), committed before anything was measured on them and ${set.halves ? 'split in halves' : 'held aside whole'}`)
      expect(section[0]).toContain('counts only, no pair or verdict is ever listed.')
      const rows = section.filter((l) => l.startsWith('| holdout |'))
      expect(rows.map((l) => l.split(' | ')[1])).toEqual(['en', 'zh', 'all'])
      const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
      expect(rows[0]).toMatch(new RegExp(`^\\| holdout \\| en \\| ${cell} \\| – \\| ${cell} \\|$`))
      expect(rows[1]).toMatch(new RegExp(`^\\| holdout \\| zh \\| – \\| ${cell} \\| ${cell} \\|$`))
      expect(rows[2]).toMatch(/^\| holdout \| all \| \d\/1 .* \| \d\/1 .* \| \d\/2 .* \|$/)
    })
  })
}
