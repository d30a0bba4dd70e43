// A field that lists example values against a line that fills it with one: `Deploy targets (e.g.,
// staging, production, preview)` / `Deploy Target: staging`. The first describes a slot of a template
// (what may go there), the second is one filled-in instance; neither restates the other, and a store
// that merged them would lose the template. Two lines that both list examples, or both fill the field
// (`Log Level: info` → `Log Level: warn`, a change of value), are left to the score. Pure.

import { tokens } from './siblings.js'
import { stem } from './stem.js'

/** A filled field: a short label, a colon, one value of at most this many words. */
const VALUE_WORDS = 2
const LABEL_WORDS = 4

/** `Label: value`, with the value short and nothing after it; or undefined. */
export function filledField(text: string): { label: string[]; value: string } | undefined {
  const m = /^\s*([^:：\n]{2,60})[:：]\s*([^,;:()]+?)\s*\.?\s*$/.exec(text.normalize('NFKC'))
  if (!m) return undefined
  const label = tokens(m[1]!)
  const value = tokens(m[2]!)
  if (!label.length || label.length > LABEL_WORDS || !value.length || value.length > VALUE_WORDS) return undefined
  return { label, value: value.join(' ') }
}

/** The words before an example list and the examples it gives (`(e.g., a, b)`, `(for example: a, b)`, `such as a, b`); or undefined. */
export function exampleList(text: string): { lead: string[]; items: string[] } | undefined {
  const t = text.normalize('NFKC')
  const m = /\(\s*(?:e\.?\s?g\.?|eg|for example|such as|like)[,:]?\s*([^)]*)\)/i.exec(t)
  if (!m) return undefined
  const items = m[1]!.split(/\s*(?:,|\/|\bor\b|\band\b|\betc\b\.?)\s*/i).map((s) => tokens(s).join(' ')).filter(Boolean)
  return items.length >= 2 ? { lead: tokens(t.slice(0, m.index)), items } : undefined
}

/** One line lists example values of a field and the other fills that field with one of them: a template and an instance. */
export function fillsExampleField(a: string, b: string): boolean {
  for (const [listing, filling] of [[a, b], [b, a]] as const) {
    const field = filledField(filling)
    const list = exampleList(listing)
    if (!field || !list || exampleList(filling) || filledField(listing)) continue
    if (!list.items.includes(field.value)) continue
    const lead = new Set(list.lead.map(stem))
    if (field.label.some((w) => lead.has(stem(w)))) return true
  }
  return false
}
