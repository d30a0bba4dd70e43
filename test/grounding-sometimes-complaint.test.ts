import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips23: the user describes
// a behaviour that comes and goes ("sometimes …", 有时候会 …) and then asks for one way every time
// ("always …", "even …"); a write that states the described behaviour as the rule waits as the
// opposite, a write of what they asked goes live.
describe('a behaviour that comes and goes, written as the rule', () => {
  const bar = 'the status bar sometimes shows the branch name in grey. always show it in white'
  const export_ = '导出的文件有时候会带时间戳，文件名里不要带时间戳'
  it('waits', () => {
    expect(verdict('The status bar shows the branch name in grey', bar)).toBe('opposite')
    expect(verdict('导出的文件名里带时间戳', export_)).toBe('opposite')
    // The instruction repeats the description's words; what it adds is "always … even".
    expect(verdict('Put a single tag right after the title, and several tags on the next line', 'the card sometimes puts 1 tag right after the title, and puts several tags on the next line. always put them on the next line, even 1 tag')).toBe('opposite')
  })
  it('what the user asked for goes live', () => {
    expect(verdict('Show the branch name in the status bar in white', bar)).toBe('live')
    expect(verdict('导出的文件名里不要带时间戳', export_)).toBe('live')
  })
})
