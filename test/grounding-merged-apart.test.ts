import { describe, expect, it } from 'vitest'
import { swapsMergeApart } from '../src/core/merged-apart.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips24: things the user
// listed or kept apart, merged by the judgment ("don't separate A, B and C", "one shared X for
// every Y", 共用, 不要分开), or merged by the user and kept apart by the judgment, wait; a list kept
// as a list, a split restated and a merge restated go live.
describe('kept apart or merged, turned round', () => {
  it('waits', () => {
    const build = 'Implement a proper build configuration for ios, android, and web.'
    expect(verdict('Don\'t separate the build configuration for ios, android and web', build)).toBe('changes')
    expect(verdict('Build configuration for ios, android and web: don\'t separate them', build)).toBe('changes')
    expect(verdict('Use one build configuration for every platform', 'use a separate build configuration per platform')).toBe('changes')
    expect(verdict('Keep a separate build configuration for each platform', 'use one build configuration for every platform, dont split it')).toBe('changes')
    expect(verdict('所有服务共用一套日志配置，不要分开', 'keep separate logging configs per service')).not.toBe('live')
    expect(swapsMergeApart('各个服务分别配置日志', 'use one logging config for all services, don\'t split it')).toEqual({ from: ['one logging config for all'], to: ['分别'] })
  })

  it('the same side restated goes live', () => {
    expect(verdict('Implement a build configuration for ios, android and web', 'Implement a proper build configuration for ios, android, and web.')).toBe('live')
    expect(verdict('Use separate build configurations for ios, android and web', 'Implement a proper build configuration for ios, android, and web.')).toBe('live')
    expect(swapsMergeApart('Use separate logging configs for the api, worker and scheduler', 'Set up structured logging for the api, worker, and scheduler.')).toBeUndefined()
    expect(swapsMergeApart('所有服务共用一套日志配置', 'use one logging config for all services, don\'t split it')).toBeUndefined()
    expect(swapsMergeApart('Use the same eslint config for frontend and backend', 'frontend and backend should share one eslint config')).toBeUndefined()
    expect(swapsMergeApart('Don\'t use separate logging configs; one config for all services', 'all services share one logging config')).toBeUndefined()
  })
})
