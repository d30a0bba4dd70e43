// Typed in the real DSH web profile's composer (issue 19, session 31): a first step the user put
// first, left out by the model's write (「先跑测试再提交」, then 「直接提交」), and a value the user named
// only in a concession taken as the choice ("answer in Chinese even if I ask in English", then
// "Answer in English"). Both went live; they wait now, each card quoting the user and saying what it
// changes, with Accept / Edit / Reject. The user's words said again are live.
// Screenshots: test-results/screenshots/pending-card-step-skipped-zh.png, pending-card-conceded-en.png.
// Session 34: the same in a message of both languages (「比起性能，我更在乎可读性。Run the tests before
// pushing.」); the Memory tab showed "Push your changes" stored (the message counted as Chinese).
import { useMemoryHost } from '../helpers/memory-host.js'
import { typedCardCases } from '../helpers/typed-card.js'

typedCardCases(useMemoryHost(), [
  {
    what: 'a first step left out (zh)',
    title: '「直接提交」 waits and names the step it leaves out; 「提交前先跑测试」 is live',
    lang: 'zh',
    session: 'new',
    typed: '先跑测试再提交',
    held: ['直接提交', 'workflow'],
    kept: ['提交前先跑测试', 'workflow'],
    says: '和你说的相近——「先跑测试再提交」——但它去掉了「跑测试」这一步。',
    remembered: '已记住（做事方式）：提交前先跑测试',
    shot: 'step-skipped-zh',
  },
  {
    what: 'a value named only in a concession (en)',
    title: '"Answer in English" waits and says it changes Chinese to English; "Always reply in Chinese" is live',
    lang: 'en',
    typed: 'answer in Chinese even if I ask in English',
    held: ['Answer in English', 'taste'],
    kept: ['Always reply in Chinese, even to English questions', 'taste'],
    says: 'Close to what you said — “answer in Chinese even if I ask in English” — but it changes “Chinese” to “English”.',
    remembered: 'Remembered (Taste): Always reply in Chinese, even to English questions',
    shot: 'conceded-en',
  },
  {
    what: 'the later step said alone, in a message of both languages (en)',
    title: '"Push your changes" waits and names the step it leaves out, as typed; the order kept is live',
    lang: 'en',
    typed: '比起性能，我更在乎可读性。Run the tests before pushing.',
    held: ['Push your changes', 'workflow'],
    kept: ['Run tests before every push', 'workflow'],
    says: 'Close to what you said — “Run the tests before pushing.” — but it leaves out “Run the tests”.',
    remembered: 'Remembered (Way of working): Run tests before every push',
    shot: 'step-left-out-mixed-en',
  },
])
