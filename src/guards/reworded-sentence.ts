// What a red line's guard does when the red line gets new words, in the user's language, for each
// state the guard can be in (#20, mends20): it asks and stays (quoting the words it was accepted on),
// it sleeps on words that relax or flip those, or its setting (its own, else the global one) is off,
// so it asks nothing now whatever the words say. A red line without a guard gets no sentence (the
// callers ask only when there is one). Pure: the tab, the cards, `/memory` and `/remember` share it.
import { rewordedGuardSentence } from '../core/demote.js'

/** The guard as the sentence needs it: the words it was accepted on, whether it sleeps (would sleep) on the new ones, whether it is off. */
export interface RewordedGuardState {
  words: string
  asleep: boolean
  off?: boolean
}

/**
 * The sentence about the guard of a red line given the words `text`. `labels`: what the guard covers
 * (empty: matchers only); `will`: the change waits for the user's OK.
 */
export function rewordedGuardLine(guard: RewordedGuardState, text: string, labels: readonly string[], lang: 'zh' | 'en', will = false): string {
  if (!guard.off) return rewordedGuardSentence(guard, text, labels, lang, will)
  if (lang === 'zh') {
    const covers = labels.length ? `（${labels.join('、')}）` : ''
    if (guard.asleep) {
      return will
        ? `守卫${covers}是你为「${guard.words}」答应的，「${text}」说的不是这个：接受后它就睡着了。它现在设成了「关闭」，本来就不问你，这一点不变。`
        : `守卫${covers}是你为「${guard.words}」答应的，「${text}」说的不是这个，所以它睡着了；它也设成了「关闭」，现在本来就不问你。`
    }
    return `守卫${covers}${will ? '会' : ''}留在这条红线上，但它设成了「关闭」，现在不问你${will ? '，这一点不变' : ''}；要它再问你，在「记忆」页这条红线的细节里改「越过时」。`
  }
  const covers = labels.length ? ` (${labels.join(', ')})` : ''
  if (guard.asleep) {
    return will
      ? `The guard${covers} was accepted for “${guard.words}”, and “${text}” says otherwise: accepting this puts it to sleep. It is set to off and asks you nothing now anyway, which stays so.`
      : `The guard${covers} was accepted for “${guard.words}”, and “${text}” says otherwise, so it is asleep; it is set to off as well and asks you nothing now.`
  }
  return `The guard${covers} ${will ? 'would stay' : 'stays'} on this red line, but it is set to off and asks you nothing now${will ? ', which stays so' : ''}; to have it ask you again, change “When crossed” in the red line's details in the Memory tab.`
}
