// A refused turning-off, typed in the real DSH web profile's composer (issue 19, session 29):
// 「别把 lint 关了，CI 挂了就修代码」. The model's 「CI 挂了就关掉 lint」 did what the user refused and went
// live (two refusals read alike); it waits now, its card quoting the user and saying it says the
// opposite, with Accept / Edit / Reject. The refusal said another way is live. The English side of
// the same: "never skip tests", then "Skip the tests when in a hurry".
// Screenshots: test-results/screenshots/pending-card-kept-on-{zh,en}.png.
import { useMemoryHost } from '../helpers/memory-host.js'
import { typedCardCases } from '../helpers/typed-card.js'

typedCardCases(useMemoryHost(), [
  {
    what: 'a refused turning-off, done (zh)',
    title: '「CI 挂了就关掉 lint」 waits and says it is the opposite; 「不要为了让 CI 通过而关掉 lint」 is live',
    lang: 'zh',
    session: 'new',
    typed: '别把 lint 关了，CI 挂了就修代码',
    held: ['CI 挂了就关掉 lint', 'workflow'],
    kept: ['不要为了让 CI 通过而关掉 lint，要修代码', 'workflow'],
    says: '和你说的相近——「别把 lint 关了，CI 挂了就修代码」——但它意思正好相反。',
    remembered: '已记住（做事方式）：不要为了让 CI 通过而关掉 lint，要修代码',
    shot: 'kept-on-zh',
  },
  {
    what: 'a refused skip, done (en)',
    title: '"Skip the tests when in a hurry" waits and says it is the opposite; "Always run the tests" is live',
    lang: 'en',
    typed: 'never skip tests, even when we are in a hurry',
    held: ['Skip the tests when in a hurry', 'workflow'],
    kept: ['Always run the tests', 'workflow'],
    says: 'Close to what you said — “never skip tests, even when we are in a hurry” — but it says the opposite.',
    remembered: 'Remembered (Way of working): Always run the tests',
    shot: 'kept-on-en',
  },
])
