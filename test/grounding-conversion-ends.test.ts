// A conversion with one end swapped (issue 19, values24, src/core/conversion-ends.ts): "convert A to
// B" names a source and a target, and a rule that keeps one end and names another value at the
// other changed what the user asked. The user's ends reworded or written short stay live.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsConversionEnd } from '../src/core/conversion-ends.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a conversion with one end swapped', () => {
  it('reads source and target', () => {
    expect(swapsConversionEnd('Convert the invoices to CSV', 'convert the invoices to pdf')).toEqual({ from: ['pdf'], to: ['csv'] })
    expect(swapsConversionEnd('Convert the invoices to PDF files', 'turn the invoices into pdf')).toBeUndefined()
  })

  it('holds another target or another source', () => {
    expect(live('The exporter should only convert invoices to spreadsheets', 'the exporter should only turn invoices into pdf. if a file is already a spreadsheet, leave it alone')).toBe(false)
    expect(live('Always redirect old blog urls to the home page', 'always redirect old blog urls to the archive. the home page stays as it is')).toBe(false)
  })

  it('keeps the user’s ends live', () => {
    expect(live('The exporter should only convert invoices to PDF', 'the exporter should only turn invoices into pdf. if a file is already a spreadsheet, leave it alone')).toBe(true)
    expect(live('Convert the README to md before publishing', 'convert the readme to markdown before publishing')).toBe(true)
  })
})
