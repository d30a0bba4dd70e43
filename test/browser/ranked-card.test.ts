// Typed in the real DSH web profile's composer (issue 19, session 33): two things ranked, turned round
// (「比起性能，我更在乎可读性」, then 「更在乎性能」; "Composition over inheritance", then "Inheritance over
// composition"). Both went live; they wait now, each card quoting the user and saying what it changes,
// with Accept / Edit / Reject (a change of the whole sentence quoted says 「把这句改成了…」, not the quote
// twice). The user's ranking said again is live.
// Screenshots: test-results/screenshots/pending-card-ranked-zh.png, pending-card-ranked-en.png.
import { useMemoryHost } from '../helpers/memory-host.js'
import { typedCardCases } from '../helpers/typed-card.js'

typedCardCases(useMemoryHost(), [
  {
    what: 'a ranking turned round (zh)',
    title: '「更在乎性能」 waits and says what it changes; 「可读性更重要」 is live',
    lang: 'zh',
    session: 'new',
    typed: '比起性能，我更在乎可读性',
    held: ['更在乎性能', 'principle'],
    kept: ['可读性更重要', 'principle'],
    says: '和你说的相近——「比起性能，我更在乎可读性」——但它把这句改成了「更在乎性能」。',
    remembered: '已记住（原则）：可读性更重要',
    shot: 'ranked-zh',
  },
  {
    what: 'a ranking turned round (en)',
    title: '"Inheritance over composition" waits and says what it changes; "Prefer composition over inheritance" is live',
    lang: 'en',
    typed: 'Composition over inheritance',
    held: ['Inheritance over composition', 'principle'],
    kept: ['Prefer composition over inheritance', 'principle'],
    says: 'Close to what you said — “Composition over inheritance” — but it changes “Composition” to “Inheritance”.',
    remembered: 'Remembered (Principle): Prefer composition over inheritance',
    shot: 'ranked-en',
  },
])
