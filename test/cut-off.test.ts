// A judgment cut off mid-sentence is refused at the tool (session 24): a fragment of the user's own
// words passed the grounding gate ("When a test fails, the test to the" on "auth.ts test failing
// again"). Only where a sentence cannot end; our own sentences, and the corpus lines it reads.
import { describe, expect, it } from 'vitest'
import { cutOffAt } from '../src/core/cut-off.js'
import { groundIn } from '../src/core/ground.js'
import { corpusLines } from '../bench/real-rules.js'

describe('a judgment cut off mid-sentence', () => {
  it('ends on an article, a conjunction, "of", "than", a comma, or 和 / 或 / 把 / 被', () => {
    expect(cutOffAt('When a test fails, the test to the')).toBe('the')
    expect(cutOffAt('Prefer composition over inheritance and')).toBe('and')
    expect(cutOffAt('Keep functions shorter than')).toBe('than')
    expect(cutOffAt('Use tabs, not spaces,')).toBe(',')
    expect(cutOffAt('提交前先跑测试和')).toBe('和')
    // Session 25: "in" or "with" that needs its object.
    expect(cutOffAt('Skip e2e in')).toBe('in')
    expect(cutOffAt('Always use Vue 3 Composition API with')).toBe('with')
    // The gate alone lets it through: every word is the user's.
    expect(groundIn('When a test fails, the test to the', [{ text: 'auth.ts test failing again' }]).grounded).toBe(true)
  })

  it('a sentence that may end on a preposition, code, or a Chinese 的 is whole', () => {
    for (const text of ['Use the transitions and animations that Svelte ships with', 'Always opt in', 'Only refactor when asked to',
      'Prefix commit messages with a conventional type such as feat: or fix:', 'Use strict typing: declare(strict_types=1);',
      '合并前 CI 必须是绿的', '选项多的时候用表格对比', '注释描述代码的效果就行，不用写目的', 'Write it in plain English. Period.',
      'Let users opt in', 'Ask before you log in', 'Pick a library the team is familiar with', 'Use whatever the framework comes with']) {
      expect(cutOffAt(text), text).toBeUndefined()
    }
  })

  // The corpus sits beside the project (shared/corpora), or at RULES_CORPUS; without it there is nothing to read.
  it.skipIf(!corpusLines())('reads only hard-wrapped halves among the 6,166 corpus lines', () => {
    const lines = corpusLines()!.map((l) => l.text)
    const read = lines.filter((t) => cutOffAt(t))
    // Read by hand (session 25): each of the ten ends a line that the next line of its file goes on.
    expect(read.length).toBeLessThanOrEqual(10)
    for (const t of read) expect(t).toMatch(/(?:,|\bthe|\bin|\bwith)$/)
  })
})
