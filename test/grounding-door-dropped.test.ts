import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'
import { replacesUsersDoor } from '../src/core/users-door.js'

// Cases of our own construction (not pairs of a labelled set): "don't … unless I say so" leaves the
// user a way through; a bare "never" drops it and waits, naming what it changed (walk15). A judgment
// that keeps the way through goes live.
describe('the user\'s "unless I say so" dropped', () => {
  it('waits as a change', () => {
    const g = groundIn('Never run commands with sudo', [{ text: 'Please do not run commands with sudo unless I say so.' }])
    expect(g.grounded).toBe(false)
    expect(g.changed).toEqual([{ from: ['unless I say so'], to: ['Never'] }])
    expect(verdict('不要用 sudo', '别用 sudo，除非我说可以')).toBe('changes')
  })

  it('kept, it goes live', () => {
    expect(verdict('Never run sudo without asking me', 'Please do not run commands with sudo unless I say so.')).toBe('live')
    expect(verdict('Always ask before running commands with sudo', 'Please do not run commands with sudo unless I say so.')).toBe('live')
  })
})

// Session 45, our own construction: the user's say-so replaced by the model's own judgment.
describe('the user\'s say-so made "when needed"', () => {
  it('waits, and names both conditions', () => {
    expect(verdict('需要的时候直接 force push', '只有我说可以的时候才能 force push')).toBe('changes')
    expect(verdict('Force push when needed', 'only force push when i say so')).toBe('changes')
    expect(replacesUsersDoor('Force push when needed', 'only force push when i say so')).toEqual({ from: ['only force push when i say so'], to: ['when needed'] })
  })

  it('the door kept, or a refusal, goes live', () => {
    expect(verdict('Don\'t force push unless I say so', 'only force push when i say so')).toBe('live')
    expect(verdict('Change the db schema only after I approve', 'only touch the db schema after i approve')).toBe('live')
    expect(replacesUsersDoor('Never force push, even when needed', 'only force push when i say so')).toBeUndefined()
  })
})

// Session 45, our own construction: 「不是所有…都要」 says not every one, as "not every … needs" does.
describe('not every one', () => {
  it('made every one waits', () => {
    expect(verdict('所有函数都要写注释', '不是所有函数都要写注释，公共接口写就行')).not.toBe('live')
    expect(verdict('Every function needs a docstring', 'not every function needs a docstring, just the public ones')).not.toBe('live')
  })

  it('"not every line" in a contrast relaxes nothing', () => {
    expect(verdict('Only comment the tricky parts of the code, not every line', 'pls stop adding comments to every line, only comment the tricky bits')).toBe('live')
  })
})
