import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { keepsDeniedGuess } from '../src/core/question-denied.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: the user asks with a
// guess ("the wiki?", 「写 wiki 里？」) and the next message opens with a no and names another place; a
// write that keeps the guess waits, and the card quotes what the user said instead. A yes, or the
// user's own answer, is no guess turned down.
const held = (judgment: string, ...messages: string[]) => {
  const g = groundIn(judgment, messages.map((text) => ({ text })))
  return g.grounded ? 'live' : g.blocked ?? 'off-topic'
}

describe('a guess the user turned down', () => {
  it('waits, in English and in Chinese', () => {
    expect(held('Put the release notes in the wiki', 'where do the release notes go? the wiki?', 'no, they go in CHANGES.md at the repo root')).toBe('changes')
    expect(held('发布说明写在 wiki 里', '发布说明写哪？写 wiki 里？', '不是，写在仓库根目录的 CHANGES.md 里')).toBe('changes')
    expect(keepsDeniedGuess('Put the release notes in the wiki', 'where do the release notes go? the wiki?', 'no, they go in CHANGES.md at the repo root')).toEqual({ from: ['they go in CHANGES.md at the repo root'], to: ['wiki'] })
  })

  it('a yes, or the answer restated, is no guess turned down', () => {
    expect(held('Put the release notes in the wiki', 'where do the release notes go? the wiki?', 'yes, the wiki, under releases')).toBe('live')
    expect(keepsDeniedGuess('Put the release notes in CHANGES.md at the repo root', 'where do the release notes go? the wiki?', 'no, they go in CHANGES.md at the repo root')).toBeUndefined()
    // The topic asked about is no guess: "release notes" is said in the question's first clause.
    expect(keepsDeniedGuess('Release notes go in CHANGES.md', 'where do the release notes go? the wiki?', 'no, CHANGES.md')).toBeUndefined()
  })
})
