// Two waiting writes contradict only when they are about one subject and choose differently (walk14):
// importing team files held "Prerequisites are Node 16+ / npm 8+ …" back against 18 lines, among them
// 「--review → 独立生成 16 份评审文档」 (another 16 of another thing), and 「commit 用中文三要素」 against
// "Code comments: English" (commits, not code comments). Both ways: those pass, a real change of mind
// on one subject is still held. Pure: the proposals' own reading (src/proposals/contradicting.ts).
import { describe, expect, it } from 'vitest'
import { contradictions, splitContradicting } from '../src/proposals/contradicting.js'
import type { Proposal } from '../src/core/proposal.js'

let n = 0
const waiting = (text: string): Proposal => ({ id: `p${++n}`, kind: 'import', status: 'pending', judgment: { text } } as unknown as Proposal)

describe('contradicting waiting writes', () => {
  it('another value of another thing is no contradiction', () => {
    const a = waiting('Prerequisites are Node 16+ / npm 8+, Docker, and nodemon. Run npm install first.')
    const b = waiting('--review → 独立生成 16 份评审文档，与编码流程无关，停止')
    const c = waiting('commit 用中文三要素：解决什么 + 方案 + 修改点')
    const d = waiting('Code comments: English')
    expect(contradictions([a, b, c, d]).size).toBe(0)
    expect(splitContradicting([a.id, b.id, c.id, d.id], [a, b, c, d]).held).toEqual([])
  })

  it('another value on one subject, and the opposite, still are', () => {
    const pnpm = waiting('用 pnpm 安装依赖')
    const npm = waiting('用 npm 安装依赖')
    const never = waiting('Never use sudo')
    const always = waiting('Always use sudo')
    const found = contradictions([pnpm, npm, never, always])
    expect(found.get(pnpm.id)?.map((x) => x.text)).toEqual(['用 npm 安装依赖'])
    expect(found.get(always.id)?.map((x) => x.text)).toEqual(['Never use sudo'])
  })

  it('a new write against a rule in effect is held only on one subject', () => {
    const stored = [{ id: 'j1', text: 'Code comments: English' }, { id: 'j2', text: '缩进用 4 个空格' }]
    const commit = waiting('commit 用中文三要素：解决什么 + 方案 + 修改点')
    const indent = waiting('缩进用 2 个空格')
    const { clear, held } = splitContradicting([commit.id, indent.id], [commit, indent], stored)
    expect(clear).toEqual([commit.id])
    expect(held.map((h) => h.replaces?.text)).toEqual(['缩进用 4 个空格'])
  })
})
