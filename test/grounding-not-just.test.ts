import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session 21: the user said a rule
// reaches further than a thing ("not just", 不只); the judgment narrows to that thing with "only" / 只,
// in either language. It waits and the card names the user's "not just"; the wider rule restated goes
// live, even with an "only" of its own about something else.
describe('the user\'s "not just X" written down as "only X"', () => {
  it('waits, across languages', () => {
    expect(verdict('只给改动的函数写注释', 'document every public function, not just the ones you changed')).toBe('changes')
    expect(verdict('Only lint the files in the diff', '整个仓库都要过 lint，不只是改动的文件')).toBe('changes')
    const g = groundIn('Only lint the files in the diff', [{ text: '整个仓库都要过 lint，不只是改动的文件' }])
    expect(g.changed).toEqual([{ from: ['不只是改动的文件'], to: ['Only lint the files in the diff'] }])
  })

  it('the wider rule restated goes live', () => {
    expect(verdict('Document every public function, not only the ones you changed', 'document every public function, not just the ones you changed')).toBe('live')
    expect(verdict('Lint the whole repository, not just the changed files', '整个仓库都要过 lint，不只是改动的文件')).toBe('live')
    expect(verdict('Only merge to main once the whole test suite passes', 'before anything gets merged to main run the whole test suite, not just the file you touched')).toBe('live')
    expect(verdict('Only the maintainers can merge to main', '只有 maintainer 才能合并到 main，不只是 review 要过')).toBe('live')
    expect(verdict('Run only the affected tests in CI', 'in CI run only the affected tests, not the whole suite, but locally not just those')).toBe('live')
  })
})
