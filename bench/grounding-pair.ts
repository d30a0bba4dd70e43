/** One labelled pair of the grounding sets of rules other people wrote (test/fixtures/real-rules-grounding*.jsonl). */
export interface RealGroundingPair {
  lang: string
  messages: string[]
  judgment: string
  grounded: boolean
  class: 'paraphrase' | 'different-value' | 'inverted'
  source: Record<string, unknown>
}
