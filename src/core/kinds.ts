import type { Kind } from './judgment.js'

/** What each kind means, for the model's tool schema and the tab. */
export const KIND_INFO: Record<Kind, { label: { zh: string; en: string }; description: { zh: string; en: string } }> = {
  redline: {
    label: { zh: '红线', en: 'Red line' },
    description: { zh: '绝不能越过的底线；不会自动淡出，也不会被自动挤掉。', en: 'Never to be crossed; does not fade and is never evicted automatically.' },
  },
  principle: {
    label: { zh: '原则', en: 'Principle' },
    description: { zh: '你做判断时依据的原则。', en: 'How you judge what is right.' },
  },
  workflow: {
    label: { zh: '做事方式', en: 'Way of working' },
    description: { zh: '你喜欢的工作流程与协作方式。', en: 'How you like to work and collaborate.' },
  },
  taste: {
    label: { zh: '品味', en: 'Taste' },
    description: { zh: '你对文字、代码和设计的偏好。', en: 'How you want things written, coded and designed.' },
  },
}

/** Kind prefixes a user may type before the text, in both languages (case-insensitive). */
export const KIND_PREFIXES: Array<[RegExp, Kind]> = [
  [/^(红线|底线|red ?line)\s*[:：]\s*/i, 'redline'],
  [/^(原则|principle)\s*[:：]\s*/i, 'principle'],
  [/^(做事方式|工作方式|workflow|way of working)\s*[:：]\s*/i, 'workflow'],
  [/^(品味|口味|taste)\s*[:：]\s*/i, 'taste'],
]
