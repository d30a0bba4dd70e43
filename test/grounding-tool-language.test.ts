// A tool that serves one language names the language (issue 19, adds23, src/core/tool-language.ts):
// "Format Go code with gofmt" after "run gofmt", "the Python tests with pytest fixtures" after
// "pytest fixtures". Both ways: those are live; another language than the tool's, or another tool
// than the user's, still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { languageOfTool } from '../src/core/tool-language.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('the language a tool of the user\'s serves', () => {
  it('goes without saying', () => {
    expect(live('Format Go code with gofmt before committing', 'run gofmt before committing')).toBe(true)
    expect(live('Write the Python tests with pytest fixtures', 'write the tests with pytest fixtures')).toBe(true)
    expect(languageOfTool({ cls: 'language', value: 'ruby' }, [{ cls: 'server-framework', value: 'rails' }], [])).toBe(true)
  })

  it('is a value of its own when it is another language, or the tool is another', () => {
    expect(live('Format Rust code with gofmt before committing', 'run gofmt before committing')).toBe(false)
    expect(live('Write the Ruby tests with pytest fixtures', 'write the tests with pytest fixtures')).toBe(false)
    expect(live('Write the Python tests with unittest', 'write the tests with pytest')).toBe(false)
    expect(languageOfTool({ cls: 'language', value: 'typescript' }, [{ cls: 'linter', value: 'eslint' }], [])).toBe(false)
  })
})
