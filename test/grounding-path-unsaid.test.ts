import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'
import { unsaidPath } from '../src/core/path-unsaid.js'

// Cases of our own construction (not pairs of a labelled set), session 21: the user named a place
// literally (gen/, db/migrations/, index.ts) and the judgment puts the thing in a directory they never
// wrote. It waits, and the card names the user's directory and the judgment's; the user's own place,
// or a directory for words the user said without a path, goes live.
describe('a directory the user never wrote', () => {
  it('waits, and says which directory replaced which', () => {
    expect(verdict('Put the generated clients in lib/', 'generated clients go in gen/')).toBe('changes')
    expect(verdict('迁移脚本放在 scripts/ 下面', '迁移脚本放到 db/migrations/ 里')).toBe('changes')
    expect(groundIn('Put the generated clients in lib/', [{ text: 'generated clients go in gen/' }]).changed).toEqual([{ from: ['gen/'], to: ['lib/'] }])
  })

  it('the user\'s own place, or a path for what they said in words, goes live', () => {
    expect(verdict('Put the generated clients in gen/', 'generated clients go in gen/')).toBe('live')
    expect(verdict('迁移脚本放在 db/migrations/ 目录', '迁移脚本放到 db/migrations/ 里')).toBe('live')
    expect(verdict('Keep helpers under utils/ in src/', 'put helpers in src/utils/')).toBe('live')
    expect(verdict('Put tests in a test/ folder', 'put tests in a separate test folder')).toBe('live')
  })
})

// Session 45, our own construction (a probe batch of values in chat words): the last folder of the
// user's longer path, written as a directory of its own, is another place — "Put migrations in
// migrations/" after "put migrations in db/migrations" went live.
describe('a path cut to its last folder', () => {
  it('waits, naming the user\'s path', () => {
    expect(verdict('Put migrations in migrations/', 'put migrations in db/migrations')).toBe('changes')
    expect(unsaidPath('Put tests in tests/', 'put tests in src/tests/')).toEqual({ added: ['tests/'], from: 'src/tests/' })
  })

  it('the whole path, or a folder the user wrote as one, goes live', () => {
    expect(verdict('Put migrations in db/migrations/', 'put migrations in db/migrations')).toBe('live')
    expect(verdict('Fixtures go in tests/fixtures/', 'tests go in tests/ and fixtures in tests/fixtures/')).toBe('live')
    expect(unsaidPath('Tests go in tests/', 'tests go in tests/ and fixtures in tests/fixtures/')).toBeUndefined()
  })
})

// Session 45: a directory named by a word the user said, where the user named their place literally.
describe('a word of the user\'s made a directory', () => {
  it('waits when the user named another place', () => {
    expect(verdict('Build output goes to build/', 'the build output goes to dist/')).toBe('changes')
  })

  it('goes live when it is the user\'s place', () => {
    expect(verdict('Build output goes to dist/', 'the build output goes to dist/')).toBe('live')
  })
})
