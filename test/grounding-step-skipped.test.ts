// Session 31, our own construction: a step the user put first, left out. 「直接提交」 after 「先跑测试再
// 提交」, "Push directly" after "run the tests before pushing", 「图片直接上传原图」 after 「图片一律压缩后
// 再上传」 went live: the judgment keeps the later step and says to do it directly (step-skipped.ts).
import { describe, expect, it } from 'vitest'
import { skipsFirstStep } from '../src/core/step-skipped.js'
import { verdict } from './helpers/ground-verdict.js'

describe('the first step left out', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('直接提交', '先跑测试再提交')).toBe('changes')
    expect(verdict('Push directly', 'run the tests before pushing')).toBe('changes')
    expect(verdict('Upload images directly', 'compress images before uploading')).toBe('changes')
    expect(verdict('图片直接上传原图', '图片一律压缩后再上传')).toBe('changes')
    expect(verdict('Apply changes directly', 'show me the diff before applying changes')).toBe('changes')
    // The object is both steps'; the act after 先 is gone.
    expect(verdict('直接改配置文件', '改动前先备份配置文件')).toBe('changes')
  })
  it('the card quotes the user’s order and the judgment', () => {
    expect(skipsFirstStep('Push directly', 'run the tests before pushing')).toEqual({ from: ['run the tests before pushing'], to: ['Push directly'], dropped: ['run the tests'] })
  })
  it('the order said again, even with "directly", is live', () => {
    expect(verdict('提交前先跑测试', '先跑测试再提交')).toBe('live')
    expect(verdict('测试通过后直接提交', '先跑测试再提交')).toBe('live')
    expect(verdict('压缩后直接上传', '图片一律压缩后再上传')).toBe('live')
    expect(verdict('修改配置文件之前先备份', '改动前先备份配置文件')).toBe('live')
    expect(verdict('Compress images, then upload them', 'compress images before uploading')).toBe('live')
    expect(verdict('直接用 pnpm 安装依赖', '直接用 pnpm 装依赖，不要先 npm install')).toBe('live')
    expect(verdict('Edit the files directly', 'edit files directly, don\'t print the diff first')).toBe('live')
  })
  it('reads no order where the user gave none', () => {
    expect(skipsFirstStep('Answer directly', 'keep answers short')).toBeUndefined()
  })
})
