import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session probes23: the user lets one
// member of a contrast through and holds the other back ("ask me before deleting any remote branch,
// local cleanups are fine"); a judgment about the member let through goes live, one about the
// held-back member, or about neither, waits.
describe('the member of a contrast the user let through', () => {
  it('goes live', () => {
    expect(verdict('Delete local branches without asking', 'ask me before deleting any remote branch, local cleanups are fine')).toBe('live')
    expect(verdict('Rename private methods without asking', 'ask me before renaming any public method, private tweaks are fine')).toBe('live')
    expect(verdict('Install dev dependencies without asking', 'ask me before installing any runtime dependency, dev additions are fine')).toBe('live')
    expect(verdict('Bump patch versions without asking', 'patch releases are fine, but ask me before bumping any major version')).toBe('live')
  })

  it('the held-back member, or no member, waits', () => {
    expect(verdict('Delete remote branches without asking', 'ask me before deleting any remote branch, local cleanups are fine')).not.toBe('live')
    expect(verdict('Rename public methods without asking', 'ask me before renaming any public method, private tweaks are fine')).not.toBe('live')
    expect(verdict('Install runtime dependencies without asking', 'ask me before installing any runtime dependency, dev additions are fine')).not.toBe('live')
    expect(verdict('Bump major versions without asking', 'patch releases are fine, but ask me before bumping any major version')).not.toBe('live')
    expect(verdict('Delete branches without asking', 'ask me before deleting any remote branch, local cleanups are fine')).not.toBe('live')
    expect(verdict('Rename methods without asking', 'ask me before renaming any public method, private tweaks are fine')).not.toBe('live')
  })
})
