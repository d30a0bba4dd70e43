// Session 31, our own construction: ground rules pasted in one message on the first day. A write that
// restates one of them is live; one that turns one round waits, whichever sentence it comes from.
// "Keep TypeScript strict mode on" was held as "changes deleting to Keep": keep | delete, two sides
// of one choice, were read across two sentences on different subjects (swaps.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const RULES = 'Some ground rules: use pnpm, not npm. TypeScript strict mode always on. Never push to main. Ask me before deleting anything.'
const RULES_ZH = '几条规矩：用 pnpm 不用 npm；TypeScript 严格模式一直开着；不要直接推 main；删东西前先问我。'

describe('ground rules pasted in one message', () => {
  it('each said again is live', () => {
    expect(verdict('Keep TypeScript strict mode on', RULES)).toBe('live')
    expect(verdict('Ask before deleting anything', RULES)).toBe('live')
    expect(verdict('Never push directly to main', RULES)).toBe('live')
    expect(verdict('TypeScript 保持严格模式', RULES_ZH)).toBe('live')
    expect(verdict('删除文件前先问我', RULES_ZH)).toBe('live')
  })
  it('each turned round waits', () => {
    for (const judgment of ['Delete files without asking when cleaning up', 'Turn off strict mode for tests', 'Push small fixes straight to main', 'Use npm']) {
      expect(verdict(judgment, RULES)).not.toBe('live')
    }
    for (const judgment of ['清理时可以直接删文件，不用问', '测试里关掉严格模式', '小修改直接推到 main']) {
      expect(verdict(judgment, RULES_ZH)).not.toBe('live')
    }
  })
  it('two sides of one choice in one sentence still swap', () => {
    expect(verdict('Delete the old migrations', 'keep the old migrations')).toBe('changes')
  })
})
