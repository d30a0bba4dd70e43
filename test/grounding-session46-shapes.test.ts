// Rules turned round in chat words that the lead's probe batches of session 46 found live (issue 19):
// a value the user named only in their "unless" made the rule, a thing the user said stays as it is
// given another thing's treatment, an act kept for someone the user named given to the model, a
// place the user gave another purpose, raise / lower. Our own construction, written while changing
// the gate: a regression guard, with the user's own words beside each turned rule.

import { describe, expect, it } from 'vitest'
import { verdict, verdictIn } from './helpers/ground-verdict.js'
import { takesUnlessValue } from '../src/core/unless-value.js'
import { actsOnKept } from '../src/core/kept-as-is.js'
import { takesUsersAct } from '../src/core/users-act.js'
import { reassignsRole } from '../src/core/role-assigned.js'

describe('the case of an "unless" made the rule (unless-value.ts)', () => {
  it('waits, and says which value took the place of which', () => {
    expect(verdict('Always answer in English', 'answer in chinese unless i write in english')).toBe('changes')
    expect(verdict('Always reply in English', '除非我用英文写，否则用中文回答')).toBe('changes')
    expect(verdict('用 yarn 装依赖', '默认用 pnpm，除非项目里已经有 yarn.lock')).toBe('changes')
    expect(takesUnlessValue('Always answer in English', 'answer in chinese unless i write in english')).toEqual({ from: ['chinese'], to: ['english'] })
  })

  it('the rule, or the case kept as a case, goes live', () => {
    expect(verdict('Answer in Chinese unless I write in English', 'answer in chinese unless i write in english')).toBe('live')
    expect(verdict('Answer in English when I write in English', 'answer in chinese unless i write in english')).toBe('live')
    expect(takesUnlessValue('Answer in Chinese', 'answer in chinese unless i write in english')).toBeUndefined()
  })
})

describe('a thing the user keeps as it is, given what they asked of another (kept-as-is.ts)', () => {
  const said = 'Error messages shown to users should be translated through i18n; log messages stay in English.'
  it('waits', () => {
    expect(verdict('Translate log messages through i18n', said)).toBe('changes')
    expect(verdict('旧接口也改成 gRPC', '新接口用 gRPC，旧接口保持 REST')).toBe('changes')
    expect(actsOnKept('Translate log messages through i18n', said)?.from).toEqual(['log messages stay in English'])
  })

  it('restating either clause goes live', () => {
    expect(verdict('Log messages stay in English', said)).toBe('live')
    expect(verdict('Translate user-facing error messages through i18n', said)).toBe('live')
    expect(verdict('旧接口继续用 REST', '新接口用 gRPC，旧接口保持 REST')).toBe('live')
    expect(actsOnKept('Keep log messages in English', said)).toBeUndefined()
  })
})

describe('an act kept for someone the user named, given to the model (users-act.ts)', () => {
  it('waits', () => {
    expect(verdict('Tag releases yourself', 'Only the release manager tags releases')).toBe('changes')
    expect(verdict('线上服务你自己重启就行', '只有运维能重启线上服务')).toBe('changes')
    expect(verdict('Merge PRs yourself', 'only the lead can merge PRs')).toBe('changes')
  })

  it('the act left with them goes live', () => {
    expect(verdict('Leave tagging releases to the release manager', 'Only the release manager tags releases')).toBe('live')
    expect(verdict('Let the lead merge PRs', 'only the lead can merge PRs')).toBe('live')
    expect(verdict('Run the tests yourself', 'only run the tests yourself')).toBe('live')
    expect(takesUsersAct('Only the release manager tags releases', 'Only the release manager tags releases')).toBeUndefined()
  })
})

describe('a place the user gave another purpose, and a value put in it (role-assigned.ts)', () => {
  it('waits', () => {
    expect(verdict('Put contributor notes in the README', 'the readme is for users, put contributor stuff in CONTRIBUTING')).toBe('changes')
    expect(verdict('Put business logic in the client', 'put the business logic on the server, the client just renders')).toBe('changes')
    expect(verdict('新接口也加到 v1 里', '新接口放 v2 下面，v1 只修 bug')).toBe('changes')
    expect(reassignsRole('Put contributor notes in CONTRIBUTING', 'the readme is for users, put contributor stuff in CONTRIBUTING')).toBeUndefined()
  })

  it('the user’s own assignment goes live', () => {
    expect(verdict('Put contributor notes in CONTRIBUTING', 'the readme is for users, put contributor stuff in CONTRIBUTING')).toBe('live')
    expect(verdict('Keep business logic on the server; the client only renders', 'put the business logic on the server, the client just renders')).toBe('live')
  })
})

describe('raise and lower, a backup said as a verb, a length in 位', () => {
  it('reads them', () => {
    expect(verdict('Reduce the e2e test timeout to 30s', 'increase the timeout to 30s for the e2e tests')).not.toBe('live')
    expect(verdict('Raise the e2e test timeout to 30s', 'increase the timeout to 30s for the e2e tests')).toBe('live')
    expect(verdict('Always back up before running a production migration', 'never run migrations in production without a backup')).toBe('live')
    expect(verdict('Run production migrations', 'never run migrations in production without a backup')).not.toBe('live')
    expect(verdict('Passwords must be at least 12 characters', '密码至少 12 位')).toBe('live')
    expect(verdict('密码至少 8 位', '密码至少 12 位')).toBe('changes')
  })
})

describe('a view granted before the user’s own, a name in the plural, a list after "over"', () => {
  it('reads them', () => {
    const said = 'i know people say to always use ORMs but for the reporting queries raw SQL is fine'
    expect(verdict('Always use the ORM for reporting queries', said)).not.toBe('live')
    expect(verdict('Use raw SQL for the reporting queries', said)).toBe('live')
    expect(verdict('Keep the console.log statements', 'keep the console.logs')).toBe('live')
    expect(verdict('Keep the console.log statements', 'nah keep the console.logs for now, we still debug with them')).not.toBe('live')
    expect(verdict('Prefer pnpm over npm and yarn', 'use pnpm, not npm or yarn')).toBe('live')
    expect(verdict('Prefer pnpm over npm and use yarn', 'use pnpm')).not.toBe('live')
    expect(verdictIn('Keep the console.log statements', 'nah keep the console.logs for now, we still debug with them', 'ok the bug is fixed, strip all the console.logs before merging')).not.toBe('live')
  })
})

describe('values of a class both sides name, read as one (roles-crossed.ts, value-table.ts, senses-table.ts)', () => {
  it('two values of one class crossed between two places', () => {
    expect(verdict('Use double quotes in JavaScript', 'single quotes in javascript, double quotes in python')).toBe('changes')
    expect(verdict('Use double quotes in JavaScript', 'single quotes in js, double in python')).toBe('changes')
    expect(verdict('Use single quotes in JavaScript', 'single quotes in javascript, double quotes in python')).toBe('live')
    expect(verdict('Use single quotes in JavaScript and double quotes in Python', 'single quotes in js, double in python')).toBe('live')
  })

  it('a log level, a timestamp’s unit, 单测', () => {
    expect(verdict('Use debug log level in production', '日志级别线上用 warn，本地用 debug')).not.toBe('live')
    expect(verdict('Use debug log level in production', 'log level info in prod, debug locally')).toBe('changes')
    expect(verdict('Use info level in production', 'log level info in prod, debug locally')).toBe('live')
    expect(verdict('Use seconds for all timestamps', '所有时间戳用毫秒')).not.toBe('live')
    expect(verdict('Use milliseconds for all timestamps', '所有时间戳用毫秒')).toBe('live')
    expect(verdict('Run the integration tests before the unit tests', '先跑单测，再跑集成测试')).not.toBe('live')
    expect(verdict('Run the unit tests before the integration tests', '先跑单测，再跑集成测试')).toBe('live')
  })
})

describe('a name the user turned away, put in a positive rule; a thing kept pure (swaps.ts, kept-as-is.ts)', () => {
  it('waits', () => {
    expect(verdict('Open PRs against main', 'Never commit to `main`; open PRs against `develop`.')).toBe('changes')
    expect(verdict('Put side effects directly in React components', 'Keep React components pure; side effects go into hooks under `src/hooks`.')).toBe('changes')
  })

  it('the user’s own words go live', () => {
    expect(verdict('Do not commit to main; open pull requests against develop', 'Never commit to `main`; open PRs against `develop`.')).toBe('live')
    expect(verdict('Keep React components pure and put side effects in hooks', 'Keep React components pure; side effects go into hooks under `src/hooks`.')).toBe('live')
    expect(verdict('Load the main app eagerly', 'lazy load the admin pages, the main app stays eager')).toBe('live')
  })
})

describe('lines of agent files: a macro, a name of code in an exception, the user’s timezone', () => {
  it('waits', () => {
    expect(verdict('Use panic! for recoverable errors', 'Use the `Result` type for recoverable errors; `panic!` is reserved for invariant violations.')).toBe('changes')
    expect(verdict('Rewrite the api/v1 module with async/await', 'Prefer `async`/`await` over `.then()` chains, except in the legacy `api/v1` module which stays on promises.')).not.toBe('live')
  })

  it('the user’s own words go live', () => {
    expect(verdict('Return Result for recoverable errors and keep panic! for invariant violations', 'Use the `Result` type for recoverable errors; `panic!` is reserved for invariant violations.')).toBe('live')
    expect(verdict('Use async/await instead of .then() chains, except in the legacy api/v1 module', 'Prefer `async`/`await` over `.then()` chains, except in the legacy `api/v1` module which stays on promises.')).toBe('live')
    expect(verdict('Store timestamps in UTC and render them in the user’s timezone', 'All timestamps are stored as UTC and rendered in the user\'s timezone.')).toBe('live')
  })
})

describe('a tool the team gave up, a kind of thing done one way here', () => {
  it('reads "we dropped cypress", "heroku is gone" as refusals', () => {
    expect(verdict('Deploy to Heroku', 'we deploy with fly.io now, heroku is gone')).not.toBe('live')
    expect(verdict('Deploy with fly.io; Heroku is no longer used', 'we deploy with fly.io now, heroku is gone')).toBe('live')
    expect(verdict('Write e2e tests with Playwright, not Cypress', 'e2e tests are playwright, we dropped cypress')).toBe('live')
    expect(verdict('Write e2e tests in Cypress', 'e2e tests are playwright, we dropped cypress')).not.toBe('live')
  })

  it('reads "containers are built with podman here" as the project’s habit, not one place', () => {
    expect(verdict('Build containers with podman', 'containers are built with podman here')).toBe('live')
    expect(verdict('Always use red buttons', 'use a red button here')).toBe('generalises')
  })
})

describe('an end of a scale from the "unless", a split phrasal verb, asking about a thing', () => {
  it('reads them', () => {
    expect(verdict('Always give detailed answers', 'keep answers short unless i ask for detail')).toBe('changes')
    expect(verdict('Give detailed answers when I ask for detail', 'keep answers short unless i ask for detail')).toBe('live')
    expect(verdict('Pin dev dependencies exactly', 'dev dependencies pinned loosely, prod dependencies pinned exactly')).not.toBe('live')
    expect(verdict('Pin prod dependencies exactly and dev dependencies loosely', 'dev dependencies pinned loosely, prod dependencies pinned exactly')).toBe('live')
    expect(verdict('Roll back a migration that fails halfway instead of patching the database by hand', 'if a migration fails halfway, roll it back, never patch the db by hand')).toBe('live')
    expect(verdict('Ask me about merge conflicts instead of picking a side yourself', '遇到合并冲突先问我，别自己挑一边')).toBe('live')
    expect(verdict('遇到合并冲突自己选一边就行', '遇到合并冲突先问我，别自己挑一边')).not.toBe('live')
  })
})

describe('two short clauses of one shape crossed, a thing left raw', () => {
  it('waits', () => {
    expect(verdict('Branch hotfixes off develop', 'hotfixes branch off main, features branch off develop')).toBe('changes')
    expect(verdict('热修复从 develop 拉分支', '热修复从 main 拉分支，新功能从 develop 拉')).toBe('changes')
    expect(verdict('Add thousands separators to numbers in the API', 'numbers in the UI use thousands separators, numbers in the API are raw')).toBe('changes')
  })

  it('the user’s own words go live', () => {
    expect(verdict('Create hotfix branches from main and feature branches from develop', 'hotfixes branch off main, features branch off develop')).toBe('live')
    expect(verdict('Hotfix branches come off main; feature branches come off develop', '热修复从 main 拉分支，新功能从 develop 拉')).toBe('live')
    expect(verdict('Use thousands separators for numbers in the UI', 'numbers in the UI use thousands separators, numbers in the API are raw')).toBe('live')
  })
})

describe('a kind of thing that uses a value, an API called legacy, 用 Go 写', () => {
  it('reads them', () => {
    expect(verdict('Use anyhow in the library crates', 'Errors in library crates use `thiserror`; binaries use `anyhow`.')).toBe('changes')
    expect(verdict('Use thiserror in library crates and anyhow in binaries', 'Errors in library crates use `thiserror`; binaries use `anyhow`.')).toBe('live')
    expect(verdict('Write the backend in Go; scripts may use Python', '后端用 Go 写，脚本可以用 Python')).toBe('live')
    expect(verdict('Write the backend in Python', '后端用 Go 写，脚本可以用 Python')).not.toBe('live')
  })
})

describe('sides of a style choice (antonyms.ts)', () => {
  it('reads them', () => {
    expect(verdict('Use passive voice in error messages', 'active voice in error messages')).toBe('changes')
    expect(verdict('标题用问句', '标题用陈述句，不用问句')).not.toBe('live')
    expect(verdict('中文里用半角标点', '全角标点用于中文，半角用于英文')).not.toBe('live')
    expect(verdict('Write all numbers as digits', 'spell out numbers under ten')).not.toBe('live')
    expect(verdict('Use full-width punctuation in Chinese and half-width in English', '全角标点用于中文，半角用于英文')).toBe('live')
    expect(verdict('Use active voice in error messages', 'active voice in error messages')).toBe('live')
  })
})
