// An acronym the user wrote, spelled out by the judgment beside it (issue 19, adds23,
// src/core/acronym-spelled.ts): "the key management service (KMS)" after "KMS", "SEARCH/REPLACE"
// after "S/R". Both ways: those words are the user's; words whose initials do not spell it, an
// expansion of an acronym the user never wrote, or more words after it, still count.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { acronymSpelledUnits } from '../src/core/acronym-spelled.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('an acronym of the user\'s, spelled out', () => {
  it('reads the words beside it in brackets, and slash-joined words for letters joined by a slash', () => {
    expect(live('Keep secrets in the key management service (KMS)', 'keep secrets in KMS')).toBe(true)
    expect(live('Route traffic through the web application firewall (WAF)', 'route all traffic through the WAF')).toBe(true)
    expect(acronymSpelledUnits('a SEARCH/REPLACE block', 'a S/R block')).toEqual(new Set(['e:search', 'e:replac']))
  })

  it('is the judgment\'s own words when they spell another acronym, or one the user never wrote', () => {
    expect(live('Keep secrets in the key storage service (KMS)', 'keep secrets in KMS')).toBe(false)
    expect(live('Route traffic through the web application firewall (WAF)', 'route all traffic through the CDN')).toBe(false)
    expect(acronymSpelledUnits('a SEARCH/REPLACE block', 'a S/X block')).toEqual(new Set())
    expect(acronymSpelledUnits('the key management service', 'keep secrets in KMS')).toEqual(new Set())
  })

  it('still counts what the judgment adds after it', () => {
    expect(live('Keep secrets in the key management service (KMS) and rotate them weekly', 'keep secrets in KMS')).toBe(false)
  })
})
