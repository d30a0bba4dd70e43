// Stop or go on, turned round (issue 19, flips22): 「测试挂了就停下来等我」 after "if the tests fail, keep
// going and fix them, don't stop", "Keep going when a tool errors" after 「工具报错就先停下来问我」. What
// an agent does when something goes wrong is one of two: it stops (stop, halt, give up, 停下, 中止)
// or it carries on (continue, keep going, don't stop, 继续, 别停). The clause checks read "stop" as a
// negation cue ("stop using var") and "don't stop" as a double one, and the two words share no unit,
// so a rule turned round here looks like the user's. Read as a side: each halting or going-on phrase
// counts for its side, or for the other when a negation stands right before it ("don't stop", 不要停,
// "never continue"). Held when each text takes one side only and the two differ. "stop" counts only
// standing alone (before a clause end, "and", "there", "if", "to ask"); "stop using X" refuses X. Pure.

import { oneSideFlipped } from './one-side.js'

/** A negation right before a phrase turns it to the other side: "don't stop", "do not continue", 不要停, 别继续. */
const NEGATED = /(?:(?<![a-z])(?:do\s*n[o']?t|do\s+not|never|not|no\s+need\s+to|shouldn'?t|mustn'?t)\s+(?:just\s+)?|不要|不用|不必|别|不能|不|勿|没必要)\s*$/i

/** Halting: stop (alone), halt, abort, bail out, give up, 停下, 停止 (alone), 中止, 放弃. */
const HALT = /(?<![a-z])(?:stop(?=\s*(?:[,.;:!?)]|$|and(?![a-z])|there|right\s+there|immediately|first|if(?![a-z])|when(?![a-z])|to\s+ask|&))|halt|abort|bail\s+out|give\s+up)(?![a-z])|停下|停止(?=[，。,.;；！!、）)]|$|并|然后|等|问)|中止|暂停|放弃/gi

/** Going on: continue (alone or with what is at hand), keep going, carry on, proceed anyway, push through, 继续. */
const GO = /(?<![a-z])(?:continue(?=\s*(?:[,.;:!?)]|$|and(?![a-z])|anyway|regardless|with\s+(?:what|the\s+rest|whatever)|working|on(?![a-z])))|keep\s+going|carry\s+on|proceed\s+anyway|push\s+through|press\s+on)(?![a-z])|继续(?=[，。,.;；！!、]|$|做|干|往下|下去|执行|分析|跑)|接着做|接着干|往下做/gi

type Side = 'halt' | 'go'

/** The sides a text takes, each phrase read with the negation before it. */
function sidesIn(text: string): Map<Side, string> {
  const out = new Map<Side, string>()
  for (const [pattern, side] of [[HALT, 'halt'], [GO, 'go']] as const) {
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, m.index - 16), m.index)
      const negation = NEGATED.exec(before)
      const taken: Side = negation ? (side === 'halt' ? 'go' : 'halt') : side
      if (!out.has(taken)) out.set(taken, `${negation ? negation[0] : ''}${m[0]}`.trim())
    }
  }
  return out
}

/** The user's stop-or-go phrase and the judgment's other one, when each text takes one side and they differ. */
export function flipsHalt(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  return oneSideFlipped(sidesIn(judgment), sidesIn(said), (side: Side): Side => side === 'halt' ? 'go' : 'halt')
}
