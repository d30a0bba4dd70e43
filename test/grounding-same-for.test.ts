import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: "same for …" says the rule before it again of other cases; read
// alone it looked like a plain "do", and the flipped rule went live.
describe('a clause that says the rule before it again', () => {
  it('carries the refusal, so its flip waits', () => {
    expect(verdict('Always add a deprecation shim when something is moved', 'dont add a deprecation shim for the old path unless i ask for one. same for any other moves')).toBe('opposite')
    expect(verdict('Always keep an alias when a command is renamed', 'dont keep an alias for the old command unless i ask for one. same goes for any other renames')).toBe('opposite')
    expect(verdict('Always write a changelog entry when a flag is renamed', 'dont write a changelog entry for the old flag unless i ask for one. ditto for any other renames')).toBe('opposite')
  })

  it('the rule itself, with its other cases, is the user\'s', () => {
    expect(verdict('Don\'t add a deprecation shim for a moved path unless I ask for one', 'dont add a deprecation shim for the old path unless i ask for one. same for any other moves')).toBe('live')
  })
})

// 别名 is "alias": its 别 is no "don't", and 「保留旧别名」 after 「不要保留旧别名」 went live.
describe('别 inside a word', () => {
  it('is no refusal', () => {
    expect(verdict('改名时保留旧别名', '改名时不要保留旧别名')).toBe('opposite')
    expect(verdict('接口改名时保留旧名字的别名', '接口改名时别保留旧名字的别名')).toBe('opposite')
    expect(verdict('改名时不要保留旧别名', '改名的时候别留旧别名')).toBe('live')
  })
})
