// The user's tool gone from a Chinese restatement that names its means in Chinese words (issue 19,
// values24, src/core/name-across.ts): "go through bmesh" restated 「通过几何节点来改」. A tool's name is
// not translated, so Chinese words where the judgment names its means are another means; the name
// kept in Latin letters stays live.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a tool of the user’s replaced by Chinese words of means', () => {
  it('holds another means', () => {
    expect(verdict('用脚本编辑材质数据时，把修改攒成一批，并通过节点编辑器来改', 'when you edit material data from the script, batch the changes and go through matkit')).toBe('changes')
    expect(verdict('用脚本编辑材质数据时，通过节点编辑器来改', 'when you edit material data from a script, go through matkit')).toBe('changes')
  })

  it('keeps the user’s tool live', () => {
    expect(verdict('用脚本编辑材质数据时，把修改攒成一批，并通过 matkit 来改', 'when you edit material data from the script, batch the changes and go through matkit')).toBe('live')
    expect(verdict('用脚本编辑材质数据时，通过 matkit 来改', 'when you edit material data from a script, go through matkit')).toBe('live')
  })
})
