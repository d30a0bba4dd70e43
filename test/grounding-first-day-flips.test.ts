// Session 28, our own construction: first-day rules a model may write back flipped, and the user's
// own words said another way. A cap read as a size, a waived duty said as such, a say-so asked twice
// over ("nothing … without a review") and a say-so dropped.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a cap with a number is the small side of the thing', () => {
  it('a judgment that makes it long changes the user\'s cap (was live)', () => {
    expect(verdict('函数尽量写长一点', '函数不要超过 50 行')).toBe('changes')
    expect(verdict('Write longer functions', 'keep functions under 50 lines')).toBe('changes')
    expect(verdict('Make functions as long as needed', 'functions should not exceed 50 lines')).toBe('changes')
    expect(verdict('回答写长一点', '回答不要超过三句话')).toBe('changes')
  })
  it('the cap said again, or the small side, is not a flip', () => {
    expect(verdict('Keep functions under 50 lines', 'functions should not exceed 50 lines')).toBe('live')
    expect(verdict('函数不超过 50 行', '函数不要超过 50 行')).toBe('live')
  })
})

describe('a duty waived against the user\'s "always"', () => {
  it('says it relaxes the rule, never "no words of yours" (was held as no words, score 0.40)', () => {
    expect(verdict('提交前不用跑测试', '提交前一定要跑测试')).toBe('relaxes')
    expect(verdict('No need to run tests before committing', 'always run the tests before committing')).toBe('relaxes')
    expect(verdict('改代码不用写注释', '改代码一定要写注释')).toBe('relaxes')
  })
})

describe('a say-so asked for by two negations', () => {
  it('"Require a review for every merge" says what "nothing gets merged without a review" says (was "the opposite")', () => {
    expect(verdict('Require a review for every merge, hotfixes included', 'nothing gets merged without a review, even hotfixes')).toBe('live')
    expect(verdict('Every merge needs a review, including hotfixes', 'nothing gets merged without a review, even hotfixes')).toBe('live')
    expect(verdict('Get approval before every deploy', 'no deploys without approval')).toBe('live')
  })
  it('skipping the say-so relaxes it, and dropping it forbids the act outright (was live)', () => {
    expect(verdict('Skip the review for hotfixes', 'nothing gets merged without a review, even hotfixes')).toBe('relaxes')
    expect(verdict('Merge without review when urgent', 'nothing gets merged without a review, even hotfixes')).toBe('relaxes')
    expect(verdict('Never merge', 'never merge without a review')).toBe('generalises')
    expect(verdict('Never merge', 'nothing gets merged without a review')).toBe('generalises')
    expect(verdict('Never deploy', 'no deploys without approval')).toBe('generalises')
  })
})

describe('the user\'s first step put last, its other step in other words', () => {
  it('「先写代码再补测试」 after 「先写测试再写实现」 reverses the order (was live)', () => {
    expect(verdict('先写代码再补测试', '先写测试再写实现')).toBe('changes')
    expect(verdict('Write the code first, then the tests', 'write tests before the implementation')).toBe('changes')
  })
  it('the order kept, in other words, is the user\'s', () => {
    expect(verdict('先写测试，再写代码', '先写测试再写实现')).toBe('live')
    expect(verdict('Write the tests before the code', 'write tests before the implementation')).toBe('live')
    expect(verdict('先跑测试再提交', '提交前先跑测试')).toBe('live')
    // Two orders chained in one sentence, said again (e2e budget.test.ts's onboarding message).
    expect(verdict('Correctness first, then speed, then elegance', 'Here is how I work. Prefer tables to long bullet lists in reports. Correctness first, then speed, then elegance. Delete dead code instead of commenting it out.')).toBe('live')
  })
})

describe('a turning-off refused keeps the thing on', () => {
  it('"Disable the linter" after "never disable the linter" is the opposite (was live, 1.00)', () => {
    expect(verdict('Disable the linter', 'never disable the linter')).toBe('opposite')
    expect(verdict('Disable the linter when it gets in the way', 'never disable the linter')).toBe('opposite')
    expect(verdict('Turn off the cache', 'don\'t turn off the cache')).toBe('opposite')
  })
  it('the rule said again, or as the thing kept on, is the user\'s', () => {
    expect(verdict('Never disable the linter', 'never disable the linter')).toBe('live')
    expect(verdict('Never turn off type checking', 'always keep type checking on')).toBe('live')
    expect(verdict('Disable telemetry', 'disable telemetry')).toBe('live')
  })
})

describe('Python\'s "except" is no exception to a rule', () => {
  it('"Use bare except clauses" after "never use a bare except, …" is the opposite (was live)', () => {
    expect(verdict('Use bare except clauses', 'never use a bare except, catch specific exceptions')).toBe('opposite')
    expect(verdict('Catch specific exceptions', 'never use a bare except, catch specific exceptions')).toBe('live')
  })
})
