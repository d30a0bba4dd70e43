import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Restatements of our own construction that the gate held although they say what the user said:
// a possessive that hid a named value, grammar words read as content, a framing verb, word order.
describe('restatements that say the same claim', () => {
  it('reads a possessive as its owner: Laravel’s conventions are Laravel conventions', () => {
    expect(verdict('Follow Laravel conventions when naming routes', 'Follow Laravel’s conventions for naming routes.')).toBe('live')
    expect(verdict('Follow Laravel conventions when naming routes', 'Follow Laravel\'s conventions for naming routes.')).toBe('live')
  })

  it('does not count 例如 / 比如 or 而不是 as something the user did not say', () => {
    expect(verdict('日志要结构化，例如用 JSON 格式', '日志要结构化，比如用 JSON 格式')).toBe('live')
    expect(verdict('更新配置时追加字段而不是覆盖', '配置只追加字段，不要覆盖')).toBe('live')
  })

  it('reads "aim for" as framing, "return early" as an early return, 有关 as 相关', () => {
    // A pair of the tune slice of real-rules-grounding.jsonl (never the held-aside one).
    expect(verdict('Aim for 80% unit test coverage and 100% on critical paths', '80% unit coverage, 100% critical paths. Use factory functions for test data.')).toBe('live')
    expect(verdict('Return early wherever possible in request handlers', 'Use early returns whenever possible in request handlers')).toBe('live')
    expect(verdict('只修改与这次需求有关的代码', '只改和这次需求相关的代码')).toBe('live')
  })

  it('reads a quoted word as the word, and a quantifier for another as a restatement', () => {
    expect(verdict('Declare helper functions with the function keyword', 'Use the "function" keyword for helper functions.')).toBe('live')
    expect(verdict('Keep form state out of Redux unless several distant screens edit the same draft', 'Do not put form state in Redux unless multiple distant screens edit the same draft.')).toBe('live')
  })

  it('reads the verbs and nouns that frame a rule as framing (apply, follow, to improve, pattern)', () => {
    expect(verdict('Apply connection pooling and request batching to improve latency', 'Use request batching and connection pooling for better latency.')).toBe('live')
    expect(verdict('Follow the repository pattern for data access in services', 'Use repositories for data access in services.')).toBe('live')
    // Framing adds nothing, but what it frames is still checked.
    expect(verdict('Apply connection pooling and request retries to improve latency', 'Use request batching and connection pooling for better latency.')).not.toBe('live')
  })

  it('reads "mobile screens first" as mobile-first, and across / whatever as grammar', () => {
    expect(verdict('Build the dashboard mobile-first and scale it up to desktops', 'Design the dashboard for mobile screens first, then scale it up to desktops.')).toBe('live')
    expect(verdict('Log errors consistently across every service, whatever the language', 'Log errors consistently in every service, regardless of the language.')).toBe('live')
  })

  it('still holds a different value said with a possessive', () => {
    expect(verdict('Follow Symfony conventions when naming routes', 'Follow Laravel’s conventions for naming routes.')).not.toBe('live')
  })
})

describe('不做 / 不去 are 不 with a light verb (ground8)', () => {
  it('"就不做假设、不去猜测" restates "不要假设或猜测": no added words', () => {
    expect(verdict('没有确凿依据就不做假设、不去猜测', '没有明确依据不要假设或猜测')).toBe('live')
    expect(verdict('先读文档再动手，没有确凿依据就不做假设', '动手之前先读文档，没有明确依据不要假设')).toBe('live')
  })
})

describe('多用 X，少用 Y is a preference, not a licence (ground8)', () => {
  it('grounds in "优先用 X 而不是 Y", either order', () => {
    expect(verdict('多用纯函数，少用类', '优先用纯函数而不是类')).toBe('live')
    expect(verdict('少用全局变量，多用参数传递', '优先通过参数传递而不是全局变量')).toBe('live')
  })

  it('多用 alone still relaxes beyond a preference', () => {
    expect(verdict('多用纯函数', '优先用纯函数而不是类')).toBe('relaxes')
  })
})
