import { describe, expect, it } from 'vitest'
import { legendApart, legendFolder } from '../src/core/folder-legend.js'
import { insertedRun } from '../src/core/narrowing.js'
import { listItem, swapsAListItem } from '../src/core/siblings.js'
import { findSameTopic, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'

// Issue 19 (match3): what a rule is about decides, not how many words two rules share.
const held = (a: string, b: string) => {
  const s = topicScore(a, b)
  expect(s, `${a} / ${b}`).toBeLessThan(SAME_TOPIC_THRESHOLD)
  expect(s, `${a} / ${b}`).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
  expect(findSameTopic([a], b)).toBeNull()
}
const merged = (a: string, b: string) => expect(topicScore(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)

describe('a narrower rule is not the broader one restated', () => {
  it('finds a run inserted inside, or a bare noun appended to the head', () => {
    expect(insertedRun('Handle errors properly', 'Handle auth errors properly')).toEqual({ run: 'auth', appended: false })
    expect(insertedRun('Deploy with npm install @netlify/functions', 'Deploy with npm install @netlify/edge-functions')).toEqual({ run: 'edge', appended: false })
    expect(insertedRun('Implement proper CI/CD', 'Implement proper CI/CD testing')).toEqual({ run: 'testing', appended: true })
    // A phrase that opens with a grammar word says where or what else; a coordinated run is an alternative.
    expect(insertedRun('Implement proper caching strategies', 'Implement proper caching strategies for API requests')).toBeUndefined()
    expect(insertedRun('Use Tailwind CSS for styling', 'Use CSS Modules or Tailwind CSS for styling')).toBeUndefined()
    expect(insertedRun('Handle errors properly', 'Handle errors properly')).toBeUndefined()
  })

  it('keeps the narrower and the broader rule apart (listed, not merged)', () => {
    held('Handle errors properly', 'Handle auth errors properly')
    held('Implement proper CI/CD', 'Implement proper CI/CD testing')
    held('Ensure types are installed from npm install @netlify/functions', 'Ensure types are installed from npm install @netlify/edge-functions')
  })

  it('still merges a restatement that adds where it applies, and an added alternative', () => {
    merged('Implement proper caching strategies', 'Implement proper caching strategies for API requests')
    merged('Use Tailwind CSS for styling', 'Use CSS Modules or Tailwind CSS for styling')
  })
})

describe('a folder legend is about the folder', () => {
  it('reads the folder of a layout line, and nothing from a rule', () => {
    expect(legendFolder('errors/: Error handling.')).toBe('errors/')
    expect(legendFolder('doc/ for documentation')).toBe('doc/')
    expect(legendFolder('src/components/ - shared components')).toBe('src/components/')
    expect(legendFolder('Use proper error handling')).toBeUndefined()
    expect(legendFolder('Keep the Kubernetes manifests in deploy/')).toBeUndefined()
  })

  it('never merges a legend with a rule its words echo, nor two folders', () => {
    expect(legendApart('errors/: Error handling.', 'Use proper error handling')).toBe(true)
    expect(legendApart('errors/: Error handling.', 'errors/ - error handling')).toBe(false)
    held('errors/: Error handling.', 'Use proper error handling')
    held('network/: Networking code.', 'Write networking code carefully')
  })
})

describe('siblings and restatements that swap one run', () => {
  it('a swapped item of a list is the same rule restated', () => {
    expect(listItem('Use descriptive names (e.g., isLoading, hasError).', 'isloading')).toBe(true)
    expect(listItem('Use proper CORS setup', 'cors')).toBe(false)
    expect(swapsAListItem('Use descriptive variable names with auxiliary verbs (e.g., isProcessing, hasError).', 'Use descriptive variable names with auxiliary verbs (e.g., isLoading, hasError).')).toBe(true)
    merged('Use descriptive variable names with auxiliary verbs (e.g., isProcessing, hasError).', 'Use descriptive variable names with auxiliary verbs (e.g., isLoading, hasError).')
  })

  it('a specific thing swapped for a common word is still a sibling', () => {
    held('Use proper widget composition', 'Use proper state composition')
  })
})

describe('another value of a one-choice class is a change of mind, one topic', () => {
  it('merges camelCase → snake_case and functional → class components (the newer replaces the older)', () => {
    merged('Use camelCase for variable names', 'Use snake_case for variable names')
    merged('Use functional components', 'Use class components')
    merged('变量名用驼峰命名', '变量名用下划线命名')
  })

  it('does not merge when the object differs too, nor across languages or frameworks a project may hold together', () => {
    expect(topicScore('Use camelCase for variable names', 'Use PascalCase for React components')).toBeLessThan(SAME_TOPIC_THRESHOLD)
    held('Follow the PHP coding standards', 'Follow the TypeScript coding standards')
  })
})
