// "go files" / "go code" name the Go language, at the start of the user's words too (issue 19,
// adds22, src/core/value-classes.ts): the judgment's "Go files" is then the user's value, not one
// they never named; another language for it is still a change, and "go" as a verb names none.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { valueMentions } from '../src/core/value-classes.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded
const languages = (text: string) => valueMentions(text).filter((m) => m.cls === 'language').map((m) => m.value)

describe('"go files" names Go', () => {
  it('at the start of the user\'s words', () => {
    expect(live('Use gofmt formatting in Go files', 'go files: always gofmt')).toBe(true)
    expect(languages('go modules stay vendored')).toEqual(['go'])
  })

  it('another language is a change; the verb names none', () => {
    expect(live('Use tabs in Python files', 'go files: tabs not spaces')).toBe(false)
    expect(languages('go to the docs first')).toEqual([])
  })
})
