// Categories of grounding misses found on rules other people wrote (issue 19, ground3): each case
// is a judgment on the user's topic that must wait (it asserts what a clause of the user's words
// forbids, swaps a choice for its opposite, trades two things between clauses…) next to a faithful
// paraphrase of the same words that must stay live. Constructed, not taken from the labelled sets.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { analyseClaim } from '../src/core/slots.js'

describe('a negation in a later clause of the user\'s words', () => {
  it('a judgment that does what that clause forbids waits; one that keeps it is live', () => {
    expect(verdict('Break backwards compatibility when it keeps the API small', 'Keep the API small and stable; never break backwards compatibility.')).toBe('opposite')
    expect(verdict('Log user passwords with the error context', 'Log errors with context, and do not log user passwords.')).toBe('opposite')
    expect(verdict('Use mutable singletons for shared configuration', 'Read shared configuration once at start-up; avoid mutable singletons.')).toBe('opposite')
    expect(verdict('Never break backwards compatibility; keep the API small and stable', 'Keep the API small and stable; never break backwards compatibility.')).toBe('live')
    expect(verdict('Read shared configuration once at start-up and avoid mutable singletons', 'Read shared configuration once at start-up; avoid mutable singletons.')).toBe('live')
  })

  it('in Chinese too', () => {
    expect(verdict('提交调试代码时写清楚注释', '写清楚注释，不要提交调试代码')).toBe('opposite')
    expect(verdict('别提交调试代码', '写清楚注释，不要提交调试代码')).toBe('live')
  })

  it('(guard) a judgment that turns away from the same words restates the refusal', () => {
    expect(verdict('Avoid premature abstraction; keep modules simple and direct', 'Do not abstract modules prematurely. Keep them simple and direct.')).toBe('live')
  })
})

describe('"do not … unless asked" against "always …"', () => {
  it('drops the user\'s condition: waits', () => {
    expect(verdict('Always add analytics scripts to every page', 'Do not add analytics scripts unless explicitly asked for them.')).toBe('opposite')
    expect(verdict('Always push straight to the main branch', 'Do not push to the main branch unless I approve it.')).toBe('opposite')
    expect(verdict('Only add analytics scripts when explicitly asked', 'Do not add analytics scripts unless explicitly asked for them.')).toBe('live')
  })

  it('除非…，否则不要…: the gate is a clause of its own', () => {
    expect(analyseClaim('除非我同意，否则不要删除数据库表').polarity).toBe('ask')
    expect(verdict('删除数据库表前先征得我同意', '除非我同意，否则不要删除数据库表')).toBe('live')
    expect(verdict('直接删除数据库表', '除非我同意，否则不要删除数据库表')).not.toBe('live')
  })
})

describe('a negation that is not the act\'s', () => {
  it('inside a subordinate clause ("once they are not needed", "that is not used")', () => {
    expect(analyseClaim('Delete feature flags once they are not needed').polarity).toBe('do')
    expect(analyseClaim('Remove code that is not used').polarity).toBe('do')
    expect(analyseClaim('Make sure that secrets are not logged').polarity).toBe('dont')
    expect(verdict('Delete migration files once they are not needed', 'Archive old migration files. Never delete migration files.')).not.toBe('live')
    expect(verdict('Delete old migration files once they are archived', 'Archive old migration files. Never delete migration files.')).toBe('opposite')
  })

  it('in a leading condition ("if you do not know …")', () => {
    expect(analyseClaim('If you do not know the answer, say so').polarity).toBe('do')
    expect(verdict('If the tests do not pass, merge anyway instead of fixing them', 'If the tests do not pass, fix them instead of merging anyway.')).not.toBe('live')
  })

  it('"avoid X by doing Y" does Y', () => {
    expect(verdict('Avoid merge conflicts by rebasing feature branches daily', 'Rebase feature branches daily to avoid merge conflicts.')).toBe('live')
    expect(analyseClaim('Avoid merge conflicts by rebasing feature branches daily').parts!.map((p) => p.stance)).toEqual(['dont', 'do'])
  })

  it('"keep … and … out of …" is one clause', () => {
    expect(analyseClaim('Keep API keys and session tokens out of the logs').parts!.length).toBe(1)
  })
})

describe('deprecated, no longer', () => {
  it('a judgment that uses what the user called deprecated or dropped waits', () => {
    expect(verdict('Use componentWillMount for setup', 'componentWillMount is deprecated, use useEffect instead.')).not.toBe('live')
    expect(verdict('Use the request package in the scripts', 'The request package is deprecated in the scripts; use undici for HTTP calls.')).not.toBe('live')
    expect(verdict('Use undici for HTTP calls in the scripts instead of the deprecated request package', 'The request package is deprecated in the scripts; use undici for HTTP calls.')).toBe('live')
    expect(analyseClaim('We no longer use Moment.js').polarity).toBe('dont')
    expect(analyseClaim('旧接口已弃用').polarity).toBe('dont')
  })
})

describe('the opposite word of one choice', () => {
  it('lazy / eager, same / new line, all / only', () => {
    expect(verdict('Load images eagerly below the fold', 'Load images lazily below the fold.')).toBe('changes')
    expect(verdict('Put the else on a new line', 'Put the else on the same line as the closing brace.')).toBe('changes')
    expect(verdict('Validate input only on the signup form', 'Validate input on all forms.')).not.toBe('live')
    expect(verdict('Load images lazily when below the fold', 'Load images lazily below the fold.')).toBe('live')
  })

  it('(guard) a restatement that crosses a pair with its verb is not a swap', () => {
    expect(verdict('Break up long functions', 'Keep functions short.')).toBe('live')
    expect(verdict('Commit after running the tests', 'Run the tests before committing.')).toBe('live')
  })

  it('(guard) a bound is not a choice ("longer than 50 lines" keeps "short")', () => {
    expect(verdict('Split functions longer than 50 lines', 'Keep functions short; if it\'s over 50 lines split it.')).toBe('live')
  })
})

describe('two things trading clauses', () => {
  it('waits; the same clauses in another order are live', () => {
    expect(verdict('Keep business logic in controllers; keep services thin', 'Keep business logic in services; keep controllers thin.')).toBe('changes')
    expect(verdict('Keep controllers thin and put business logic in services', 'Keep business logic in services; keep controllers thin.')).toBe('live')
    expect(verdict('Name variables, functions and classes in snake_case', 'Use snake_case for variable, function, and class names.')).toBe('live')
  })
})

describe('a tool swap of Python\'s package managers', () => {
  it('pip / poetry / uv', () => {
    expect(verdict('Use pip for dependencies', 'Use poetry for dependencies')).toBe('changes')
    expect(verdict('依赖用 uv 管理', '依赖用 poetry 管理')).toBe('changes')
    expect(verdict('Manage dependencies with poetry', 'Use poetry for dependencies')).toBe('live')
  })
})

describe('"except when" says what "unless" says', () => {
  it('a restatement with one for the other is live; dropping the condition still waits', () => {
    expect(analyseClaim('Do not remove existing code except when necessary.').polarity).toBe('only')
    expect(analyseClaim('Do not push to main except when I approve it').polarity).toBe('ask')
    expect(verdict('Avoid custom CSS except when absolutely necessary', 'Avoid custom CSS unless absolutely necessary')).toBe('live')
    expect(verdict('Do not change the formatting of my code except when important for new functionality', 'Do not change the formatting of my code unless important for new functionality.')).toBe('live')
    expect(verdict('Always change the formatting of the code', 'Do not change the formatting of my code unless important for new functionality.')).not.toBe('live')
  })
})

describe('(guard) a text that names both sides of a pair chooses neither', () => {
  it('"before and after", "more or less", "all … only" ground themselves', () => {
    expect(verdict('Flush the client before and after each test', 'Flush the client before and after each test')).toBe('live')
    expect(verdict('All request handling must be done only in the controllers', 'All request handling must be done only in the controllers.')).toBe('live')
  })
})

describe('a count in words, or one unit of time', () => {
  it('"two reviewers" → "three reviewers", 两个人 → 三个人, "10 minutes" → "an hour" wait', () => {
    expect(verdict('Require three reviewers on every pull request', 'Require two reviewers on every pull request.')).toBe('changes')
    expect(verdict('每个 PR 至少三个人审查', '每个 PR 至少两个人审查')).toBe('changes')
    expect(verdict('Cache API responses for an hour', 'Cache API responses for 10 minutes.')).not.toBe('live')
  })

  it('the same count in digits, words or Chinese is live', () => {
    expect(verdict('Every pull request needs two reviewers', 'Require 2 reviewers on every pull request.')).toBe('live')
    expect(verdict('每个 PR 需要两个人审查', 'Every PR needs two reviewers')).toBe('live')
    expect(verdict('Cache responses for one hour', 'Cache responses for an hour.')).toBe('live')
  })
})
