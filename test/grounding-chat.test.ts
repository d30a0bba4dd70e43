// Messages people typed to a coding assistant (aider chat histories, test/fixtures/chat-grounding.jsonl,
// tune slice; Apache-2.0), where rules sit inside requests and name things from code:
// - a name from code the user never wrote is a value the judgment changes (src/core/identifiers.ts);
// - a sentence of the message that the judgment flips outweighs the message's other sentences;
// - "X if <condition>" says "only X then", it does not flip "Only X on …".
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { chosenOf } from '../src/core/choice-swap.js'
import { identifiersOf, unsaidIdentifiers } from '../src/core/identifiers.js'
import { verdict } from './helpers/ground-verdict.js'

describe('names from code', () => {
  test('snake_case, CamelCase and --flags are names; words the lexicon knows are not', () => {
    expect(identifiersOf('Use GitTemporaryDirectory, not send_with_retries, and pass --no-analytics in JavaScript')).toEqual(['gittemporarydirectory', 'send_with_retries', '--no-analytics'])
  })

  test('another function than the user named waits, and the card names the change', () => {
    const g = groundIn('Do not modify simple_send_with_retries', [{ text: 'don\'t modify `send_with_retries`' }])
    expect(g.grounded).toBe(false)
    expect(g.changed).toEqual([{ from: ['send_with_retries'], to: ['simple_send_with_retries'] }])
    expect(unsaidIdentifiers('Track statistics by default unless the user passes --no-analytics', 'only if they do `--analytics`')).toEqual({ changed: { from: ['--analytics'], to: ['--no-analytics'] } })
  })

  test('the user\'s own name, quoted or not, is said', () => {
    expect(verdict('Do not change the send_with_retries function', 'don\'t modify `send_with_retries`')).not.toBe('changes')
    expect(unsaidIdentifiers('Never edit mark_as_disabled', 'leave `mark_as_disabled` alone')).toBeUndefined()
  })
})

describe('a sentence the judgment flips', () => {
  test.each([
    ['Replace the tree cache with the tree context cache', 'don\'t replace the tree cache. add the tree context cache.'],
    ['Mock completion directly rather than the httpx library', 'no, don\'t mock completion. mock the httpx library which completion uses to actually make the http request'],
  ])('%s ← %s: waits', (judgment, said) => {
    expect(verdict(judgment, said)).not.toBe('live')
  })

  test('a judgment of several sentences still grounds itself', () => {
    const line = 'avoid adding version numbers to imported code. (for example use @netlify/functions and never @netlify/functions@VERSION)'
    expect(verdict(line, line)).toBe('live')
  })
})

test('"X if <condition>" backs "Only X then"', () => {
  expect(verdict('Only increase the height on small screens', 'no. i just want to increase the height if we are on a small screen.')).toBe('live')
})

describe('restating the user\'s name from code', () => {
  test('"the X function" names what the user\'s X is; another kind word elsewhere still counts', () => {
    expect(verdict('Do not change the send_with_retries function', 'don\'t modify `send_with_retries`')).toBe('live')
    expect(verdict('Prefer options stores with defineStore(\'name\', { state, actions }) for Vue 3 Composition API projects', 'Prefer setup stores with defineStore(\'name\', () => { ... }) for Vue 3 Composition API projects')).not.toBe('live')
  })

  test('"leave X unmodified" says "don\'t modify X"', () => {
    expect(verdict('Leave send_with_retries unmodified', 'don\'t modify `send_with_retries`')).toBe('live')
    expect(verdict('Leave the migrations folder untouched', 'Never edit the migrations folder.')).toBe('live')
    expect(verdict('Leave the migrations folder untouched', 'Always edit the migrations folder.')).not.toBe('live')
  })
})

describe('two names the user set against each other', () => {
  test.each([
    ['Use IgnorantTemporaryDirectory, not GitTemporaryDirectory', 'don\'t use `IgnorantTemporaryDirectory` use GitTemporaryDirectory'],
    ['In these tests, mock aider.sendchat.simple_send_with_retries rather than repo.get_commit_message', 'instead of mocking aider.sendchat.simple_send_with_retries, mock repo.get_commit_message'],
  ])('%s ← %s: the other one chosen, a change', (judgment, said) => {
    expect(verdict(judgment, said)).toBe('changes')
  })

  test('the same choice in other words is the user\'s', () => {
    expect(verdict('Use GitTemporaryDirectory instead of IgnorantTemporaryDirectory', 'don\'t use `IgnorantTemporaryDirectory` use GitTemporaryDirectory')).not.toBe('changes')
    expect(chosenOf('mock repo.get_commit_message, not aider.sendchat.simple_send_with_retries', 'aider.sendchat.simple_send_with_retries', 'repo.get_commit_message')).toBe('repo.get_commit_message')
    expect(chosenOf('这里不是使用 old_name，而是 new_name', 'old_name', 'new_name')).toBe('new_name')
  })
})

test('show ↔ hide and left ↔ right alignment are opposite choices (显示 / 隐藏, 左对齐 / 右对齐)', () => {
  expect(verdict('Window_CraftCommand 激活时隐藏 Window_CraftList 和 Window_CraftStatus', '请始终显示Window_CraftList和Window_CraftStatus窗口，在Window_CraftCommand激活时，Window_CraftList和Window_CraftStatus显示的内容为空。')).not.toBe('live')
  expect(verdict('Window_CraftList 和 Window_CraftStatus 里的数字改成左对齐', '将Window_CraftList和Window_CraftStatus中的数字显示再靠右边一点，X坐标大一点，但不要越界，保持现在的右对齐。')).not.toBe('live')
  expect(verdict('Hide the sidebar on small screens', 'Show the sidebar on small screens.')).not.toBe('live')
  expect(verdict('Show the sidebar on small screens', 'Keep the sidebar visible on small screens.')).toBe('live')
})
