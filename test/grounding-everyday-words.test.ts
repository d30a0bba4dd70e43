import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): everyday words for a rule's act.
// 看看 / 看一下 ("take a look whether …") is "check" / "verify"; "repeat what the code says" is
// "restate the code". Skipping the check, or asking for what the user refused, still waits.
describe('everyday words for a rule\'s act', () => {
  it('lets the restatement through', () => {
    expect(verdict('After deploying, verify the API is healthy with make status', '部署完跑一下 make status 看看 API 是不是正常')).toBe('live')
    expect(verdict('Don\'t write docstrings that restate the code', 'docstrings shouldn\'t just repeat what the code says')).toBe('live')
  })

  it('still holds a waiver or a flip', () => {
    expect(verdict('After deploying, skip verifying the API', '部署完跑一下 make status 看看 API 是不是正常')).not.toBe('live')
    expect(verdict('Write docstrings that restate the code', 'docstrings shouldn\'t just repeat what the code says')).not.toBe('live')
  })
})
