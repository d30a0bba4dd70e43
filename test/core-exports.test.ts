// The host-free core (`@dsh-plugins/dsh-user-mirror/core`) exports the grounding check, the claim
// comparison and the credential finder (issue 19), as the README's core section shows them, and the
// core imports nothing of the host.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as core from '../src/core/index.js'

describe('the host-free core', () => {
  it('exports the grounding check, the claim comparison and the credential finder, behaving as the README says', () => {
    const g = core.groundIn('Always use pnpm', [{ text: 'Always use yarn' }])
    expect(g).toMatchObject({ grounded: false, blocked: 'changes', changed: [{ from: ['yarn'], to: ['pnpm'] }] })
    expect(core.groundIn('Commit message subject lines under 50 characters', [{ text: 'Commit messages should be short, under 50 characters' }]).grounded).toBe(true)
    expect(core.GROUNDING_THRESHOLD).toBeGreaterThan(0)
    expect(core.compareClaims('Run every command with sudo', 'Please do not run commands with sudo unless I say so.').verdict).toBe('inverted')
    expect(core.analyseClaim('缩进用 2 个空格').values.map((v) => v.value)).toEqual(['2-spaces'])
    expect(core.findSecrets('测试库的密码是 Abc12345').map((f) => f.kind)).toEqual(['password-prose'])
    expect(core.redactSecrets('redis://:myredispass@host')).toBe('[redacted: url-credentials]')
  })

  it('imports nothing of the host: only its own modules and node builtins', () => {
    const dir = new URL('../src/core/', import.meta.url)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8')
      const specifiers = [...source.matchAll(/^(?:import|export)\b[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!)
      for (const s of specifiers) expect(s.startsWith('./') || s.startsWith('node:') || s === 'gpt-tokenizer' || s.startsWith('gpt-tokenizer/'), `${file} imports ${s}`).toBe(true)
    }
  })
})
