// A naming style said in words ("lowercase with underscores", 短横线形式) is the style's name, and the
// name of a style ("snake_case") is not a name from code the user never wrote (issue 19, session 9).
// Each both ways: the restatement is live, another style waits as a change.
import { expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { identifiersOf } from '../src/core/identifiers.js'
import { valueMentions } from '../src/core/value-classes.js'

const g = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])

test('a style described in words is that style', () => {
  expect(valueMentions('use lowercase with underscores for module names').map((m) => m.value)).toEqual(['lower', 'snake'])
  expect(valueMentions('words separated by hyphens').map((m) => m.value)).toEqual(['kebab'])
  expect(valueMentions('路由文件名用短横线连接').map((m) => m.value)).toEqual(['kebab'])
})

test('the restatement that names the style is live; another style waits', () => {
  expect(g('Name modules in lowercase snake_case, like api/order_items.py', 'Use lowercase with underscores for modules (e.g., api/order_items.py).').grounded).toBe(true)
  expect(g('Name modules in camelCase', 'Use lowercase with underscores for modules').blocked).toBe('changes')
  expect(g('Route files use kebab-case names such as user-profile.ts', '路由文件都用 user-profile.ts 这种短横线形式命名').grounded).toBe(true)
  expect(g('Route files use snake_case names', '路由文件都用 user-profile.ts 这种短横线形式命名').grounded).toBe(false)
})

test('a naming style is not a name from code; a snake_case name still is', () => {
  expect(identifiersOf('Use SCREAMING_SNAKE_CASE for constants and snake_case for locals')).toEqual([])
  expect(identifiersOf('Call send_with_retries for every request')).toEqual(['send_with_retries'])
})
