// Numbered items: two rules of one template that differ only in the number after a word that
// counts items (`[Step 1 description and results]` / `[Step 2 description and results]`, `Phase 2:
// write the tests` / `Phase 3: write the tests`, 第一步 / 第二步). The number names which item, not how
// much: they are two rules. A number that measures (`Indent with 2 spaces` → `4 spaces`, `Keep lines
// under 80 characters` → `120`) or a version (`Python 3.11` → `3.12`) is a value, and stays one topic
// with a new value: only the words below count items. Pure.

import { swappedRuns } from './siblings.js'

/** Words that count items of a sequence or a list, in their singular and plural forms. */
const COUNTING = new Set(['step', 'steps', 'phase', 'phases', 'stage', 'stages', 'part', 'parts', 'task', 'tasks', 'chapter', 'chapters',
  'section', 'sections', 'option', 'options', 'item', 'items', 'example', 'examples', 'case', 'cases', 'scenario', 'scenarios',
  'question', 'questions', 'round', 'rounds', 'milestone', 'milestones', 'sprint', 'sprints', 'iteration', 'iterations', 'day', 'week',
  'tier', 'tiers', 'rule', 'rules', 'point', 'points', 'page', 'pages', 'slide', 'slides', 'figure', 'table', 'appendix', 'lesson', 'module', 'unit'])

/** Han numerals and digits, as a counted item's number is written. */
const NUMBER = /^(?:[0-9]+|[一二三四五六七八九十百两〇零]+)$/

/** `text`, lower-cased, with the word (Latin) or character (Han) right before the first place `run` stands. */
function before(text: string, run: string): string | undefined {
  const t = text.normalize('NFKC').toLowerCase()
  const m = new RegExp(`(?:([a-z]+)[^a-z0-9\\u3400-\\u9fff]*|(第))${run}(?![0-9])`).exec(t)
  return m?.[1] ?? m?.[2]
}

/** The only difference is the number of a counted item (`Step 1` / `Step 2`, 第一步 / 第二步): two rules. */
export function numbersItems(a: string, b: string): boolean {
  const runs = swappedRuns(a, b)
  if (!runs || !NUMBER.test(runs[0]) || !NUMBER.test(runs[1])) return false
  const x = before(a, runs[0])
  const y = before(b, runs[1])
  if (!x || x !== y) return false
  return x === '第' || COUNTING.has(x)
}
