// The claim slots of a rule and how two claims stand to each other (src/core/slots.ts).
import { describe, expect, it } from 'vitest'
import { analyseClaim, compareClaims, type ClaimVerdict } from '../src/core/slots.js'

const slots = (text: string) => analyseClaim(text).values.map((v) => `${v.cls}=${v.value}/${v.stance}`)

describe('analyseClaim', () => {
  it('finds the values a rule chooses, with their stance', () => {
    expect(slots('Always use yarn')).toEqual(['package-manager=yarn/do'])
    expect(slots('Use pnpm, not npm')).toEqual(['package-manager=pnpm/do', 'package-manager=npm/dont'])
    expect(slots('Use pnpm instead of npm')).toEqual(['package-manager=pnpm/do', 'package-manager=npm/dont'])
    expect(slots('用 pnpm 而不是 npm')).toEqual(['package-manager=pnpm/do', 'package-manager=npm/dont'])
    expect(slots('用 pnpm 不用 npm')).toEqual(['package-manager=pnpm/do', 'package-manager=npm/dont'])
    expect(slots('Switch from yarn to pnpm')).toEqual(['package-manager=yarn/dont', 'package-manager=pnpm/do'])
    expect(slots('从 yarn 换成 pnpm')).toEqual(['package-manager=yarn/dont', 'package-manager=pnpm/do'])
    expect(slots('Prefer interfaces over type aliases for objects.')).toEqual(['type-decl=interface/do', 'type-decl=type/dont'])
    expect(slots('React Query for server state, Zustand for client state. No Redux.')).toEqual(['state=zustand/do', 'state=redux/dont'])
  })

  it('reads numbers with their unit, in English and Chinese, and indentation widths as indentation', () => {
    expect(slots('缩进用 2 个空格')).toEqual(['indent=2-spaces/do'])
    expect(slots('缩进用两个空格')).toEqual(['indent=2-spaces/do'])
    expect(slots('Indent with 2 spaces')).toEqual(['indent=2-spaces/do'])
    expect(slots('Use 4-space indentation')).toEqual(['indent=4-spaces/do'])
    expect(slots('Use tabs for indentation')).toEqual(['indent=tabs/do'])
    expect(slots('Commit messages should be short, under 50 characters')).toEqual(['number:chars=50/do'])
    expect(slots('函数不超过五十行')).toEqual(['number:lines=50/do'])
    expect(slots('No more than 3 parameters')).toEqual(['number:params=3/do'])
    expect(analyseClaim('Functions under 50 lines').values[0]!.bound).toBe('<=')
    expect(analyseClaim('覆盖率 80% 以上').values[0]!.bound).toBe('>=')
  })

  it('does not read a value into an ordinary word', () => {
    expect(slots('Express the intent clearly in names')).toEqual([])
    expect(slots('At the moment, keep the user interface simple')).toEqual([])
    expect(slots('Open a new browser tab for docs')).toEqual([])
    expect(slots('Put config at the project root')).toEqual([])
  })

  it('reads the polarity, with ask-first and unless-I-say-so as a gate on the act', () => {
    expect(analyseClaim('Never push straight to main').polarity).toBe('dont')
    expect(analyseClaim('Always push straight to main').polarity).toBe('do')
    expect(analyseClaim('Please do not run commands with sudo unless I say so.').polarity).toBe('ask')
    expect(analyseClaim('Please do not run commands with sudo unless I say so.').values[0]!.stance).toBe('ask')
    expect(analyseClaim('Don\'t add dependencies without asking me first.').polarity).toBe('ask')
    expect(analyseClaim('Ask before adding a dependency').polarity).toBe('ask')
    expect(analyseClaim('删东西之前先问我').polarity).toBe('ask')
    expect(analyseClaim('删东西不用问我').polarity).toBe('allow')
    expect(analyseClaim('Delete files without asking first').polarity).toBe('allow')
    expect(analyseClaim('Never ask before deleting files').polarity).toBe('allow')
    expect(analyseClaim('可以用 any').polarity).toBe('allow')
    expect(analyseClaim('不要用 any').polarity).toBe('dont')
    expect(analyseClaim('Tests are optional for prototypes').polarity).toBe('waive')
  })

  it('lets a gate govern the other clauses only when it is a clause of its own', () => {
    expect(slots('Run commands with sudo, but ask me first')).toEqual(['privilege=elevated/ask'])
    expect(slots('Answer in English unless asked otherwise, and never delete files without asking first.')).toEqual(['human-language=english/do'])
  })

  it('reads the scope', () => {
    expect(analyseClaim('这次先用 npm 吧').scope).toBe('occasion')
    expect(analyseClaim('In this repo we always use pnpm').scope).toBe('workspace')
    expect(analyseClaim('From now on, use pnpm').scope).toBe('always')
    expect(analyseClaim('Use pnpm').scope).toBe('open')
  })
})

describe('compareClaims', () => {
  const cases: Array<[string, string, ClaimVerdict]> = [
    // [a (new), b (reference), verdict]
    ['Run every command with sudo', 'Please do not run commands with sudo unless I say so.', 'inverted'],
    ['Always use pnpm', 'Always use yarn', 'different-value'],
    ['用 npm 安装依赖', '用 pnpm 安装依赖', 'different-value'],
    ['缩进用 4 个空格', '缩进用 2 个空格', 'different-value'],
    ['Never use the @apply directive', 'Use Tailwind\'s @apply directive', 'inverted'],
    ['Commit message subject lines under 50 characters', 'Commit messages should be short, under 50 characters', 'same'],
    ['Use pnpm instead of npm', 'Use pnpm, not npm, for this and every other repo of mine.', 'same'],
    ['Use npm instead of pnpm', 'Use pnpm, not npm', 'different-value'],
    ['Prefer types over interfaces', 'Prefer interfaces over type aliases for objects.', 'different-value'],
    ['Never ask before deleting files', 'Always ask me before deleting files.', 'inverted'],
    ['Ask before adding a dependency', 'Don\'t add dependencies without asking me first.', 'same'],
    ['删东西不用问我', '删东西之前先问我。', 'inverted'],
    ['Always push straight to main', 'Never push straight to main.', 'inverted'],
    ['可以用 any', '不要用 any', 'inverted'],
    ['Use the production database for tests', 'Use the staging database for this test.', 'different-value'],
    ['Indent with 2 spaces', '缩进用两个空格', 'same'],
    ['提交信息用中文写', 'Write commit messages in English', 'different-value'],
    ['Indent with 4 spaces', 'Use tabs for indentation', 'different-value'],
    ['Use pnpm', 'Never use npm; use pnpm', 'same'],
    ['函数不超过五十行', 'Functions under 50 lines', 'same'],
    ['Functions under 80 lines', 'Functions under 50 lines', 'different-value'],
    ['Split functions longer than 50 lines', 'Keep functions short; if it\'s over 50 lines split it.', 'same'],
    ['Write tests with vitest', 'Write tests with jest', 'different-value'],
    ['Reply in a friendly tone', 'Use pnpm', 'unrelated'],
  ]
  it.each(cases)('%s  vs  %s → %s', (a, b, verdict) => {
    expect(compareClaims(a, b).verdict).toBe(verdict)
  })

  it('says what changed, from the reference to the new text', () => {
    const c = compareClaims('Always use pnpm', 'Always use yarn')
    expect(c.changed).toEqual([{ cls: 'package-manager', from: ['yarn'], to: ['pnpm'] }])
    expect(c.differs).toContain('value')
    const inv = compareClaims('Run every command with sudo', 'Please do not run commands with sudo unless I say so.')
    expect(inv.inverted).toEqual(['elevated'])
    expect(inv.differs).toContain('polarity')
  })

  it('lists a value the new text names and the reference does not', () => {
    expect(compareClaims('Always install packages with sudo', 'Install the dependencies.').added.map((v) => v.value)).toEqual(['elevated'])
  })

  it('accepts an analysis in place of a text, and gives the same answer', () => {
    const a = analyseClaim('Always use pnpm')
    const b = analyseClaim('Always use yarn')
    expect(compareClaims(a, b)).toEqual(compareClaims('Always use pnpm', 'Always use yarn'))
  })
})
