// The user's own words in the calling agent's session: `user/message` events whose source is the
// user. Not tool results, not context injected by plugins (runtime context, compaction summaries),
// and nothing at all in a sub-agent, whose "user" is a model. The assistant's visible text is read
// only as the end of the message each of the user's answers (`before`: what "forget it" answers).
// The session is the host's live object, read through `exec.agent.session` and parsed here.

import type { UserUtterance } from '../core/ground.js'
import { isObject } from '../core/object.js'

/** How many of the user's most recent messages are searched, and how much of each. */
export const RECENT_USER_MESSAGES = 50
const MAX_MESSAGE_CHARS = 4000
/** How much of the end of the assistant's message before the user's is kept: its last sentence or two. */
const BEFORE_CHARS = 300

function textOf(content: unknown): string {
  if (!Array.isArray(content)) return ''
  return content.map((block) => isObject(block) && block.type === 'text' && typeof block.text === 'string' ? block.text : '').join('\n')
}

export function userUtterances(agent: unknown, limit = RECENT_USER_MESSAGES): UserUtterance[] {
  const session = isObject(agent) ? agent.session : undefined
  if (!isObject(session)) return []
  const header = isObject(session.header) ? session.header : {}
  if (typeof header.delegationDepth === 'number' && header.delegationDepth > 0) return []
  const sessionId = typeof session.id === 'string' ? session.id : typeof header.id === 'string' ? header.id : undefined
  const events = Array.isArray(session.events) ? session.events : []
  const found: UserUtterance[] = []
  // Read newest first: the assistant's text met after a message of the user's is the one it answers.
  let answering: UserUtterance | undefined
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]
    if (answering && isObject(event) && event.type === 'assistant/message' && isObject(event.data)) {
      // `{ turn, step, message }` in the host's log; a step of tool calls alone has no text.
      const text = textOf(isObject(event.data.message) ? event.data.message.content : undefined).trim()
      if (text) {
        answering.before = text.slice(-BEFORE_CHARS)
        answering = undefined
      }
      continue
    }
    // Past the limit, only the assistant's text the oldest message answers is still looked for.
    if (found.length >= limit) {
      if (answering && !(isObject(event) && event.type === 'user/message')) continue
      break
    }
    if (!isObject(event) || event.type !== 'user/message' || !isObject(event.data)) continue
    const source = event.data.source
    if (!isObject(source) || source.kind !== 'user') continue
    const text = textOf(event.data.content).slice(0, MAX_MESSAGE_CHARS).trim()
    if (!text) continue
    answering = { text, ...(sessionId ? { sessionId } : {}), ...(typeof event.seq === 'number' ? { seq: event.seq } : {}) }
    found.push(answering)
  }
  return found.reverse()
}
