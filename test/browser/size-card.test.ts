// Typed in the real DSH web profile's composer (issue 19, session 32): the other size of the same
// thing ("I want small commits with clear messages", then "Make one big commit at the end") and a
// thing kept whole that the user had broken up (「长函数要拆开」, then 「长函数保持原样」). Both went
// live; they wait now, each card quoting the user and saying what it changes, with Accept / Edit /
// Reject. The user's words said again are live.
// Screenshots: test-results/screenshots/pending-card-size-en.png, pending-card-intact-zh.png.
import { useMemoryHost } from '../helpers/memory-host.js'
import { typedCardCases } from '../helpers/typed-card.js'

typedCardCases(useMemoryHost(), [
  {
    what: 'kept whole where the user had it broken up (zh)',
    title: '「长函数保持原样」 waits and says what it changes; 「把长函数拆分成小函数」 is live',
    lang: 'zh',
    session: 'new',
    typed: '长函数要拆开',
    held: ['长函数保持原样', 'principle'],
    kept: ['把长函数拆分成小函数', 'principle'],
    says: '和你说的相近——「长函数要拆开」——但它把「拆开」改成了「保持原样」。',
    remembered: '已记住（原则）：把长函数拆分成小函数',
    shot: 'intact-zh',
  },
  {
    what: 'the other size of the same thing (en)',
    title: '"Make one big commit at the end" waits and says what it changes; "Keep commits small" is live',
    lang: 'en',
    typed: 'I want small commits with clear messages',
    held: ['Make one big commit at the end', 'workflow'],
    kept: ['Keep commits small with clear messages', 'workflow'],
    says: 'Close to what you said — “I want small commits with clear messages” — but it changes “small” to “big”.',
    remembered: 'Remembered (Way of working): Keep commits small with clear messages',
    shot: 'size-en',
  },
])
