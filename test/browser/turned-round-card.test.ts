// Session 37's cards, typed in the real DSH web profile's composer (issue 19): what the user said is not
// enough alone, made enough (「别只发邮件」 → 「…发邮件通知就够了」, was live); one of two names the user left
// open, picked by turning the other away (「用 openpyxl 还是 pandas 都行」 → 「用 pandas…，不用 openpyxl」, was
// live); and a value the user never named, quoted as the model wrote it ("React", not "react"). Each
// waits with a card quoting the user and saying what it changes or adds, with Accept / Edit / Reject;
// the user's own words restated are live. (A restatement of the held write without the added word would
// withdraw it — test/e2e/restated.test.ts —, so the English case keeps another rule of the user's.)
// Screenshots: test-results/screenshots/pending-card-{not-only-zh,left-open-zh,as-written-en}.png.
import { useMemoryHost } from '../helpers/memory-host.js'
import { typedCardCases } from '../helpers/typed-card.js'

typedCardCases(useMemoryHost(), [
  {
    what: 'not enough alone, made enough (zh)',
    title: '「任务失败时发邮件通知就够了」 waits and names 「别只发邮件」; 「任务失败要通知值班群，不要只发邮件」 is live',
    lang: 'zh',
    session: 'new',
    typed: '失败了一定要通知到值班群，别只发邮件，没人看邮件',
    held: ['任务失败时发邮件通知就够了', 'workflow'],
    kept: ['任务失败一定要通知到值班群，不要只发邮件', 'workflow'],
    says: '和你说的相近——「失败了一定要通知到值班群，别只发邮件，没人看邮件」——但它把「别只发邮件」改成了「任务失败时发邮件通知就够了」。',
    remembered: '已记住（做事方式）：任务失败一定要通知到值班群，不要只发邮件',
    shot: 'not-only-zh',
  },
  {
    what: 'one of two left open, picked (zh)',
    title: '「用 pandas 处理 Excel，不用 openpyxl」 waits and says which was picked',
    lang: 'zh',
    typed: '用 openpyxl 还是 pandas 都行',
    held: ['用 pandas 处理 Excel，不用 openpyxl', 'taste'],
    kept: ['Excel 用 openpyxl 还是 pandas 都行', 'taste'],
    says: '和你说的相近——「用 openpyxl 还是 pandas 都行」——但它把「openpyxl 还是 pandas」改成了「pandas」。',
    remembered: '已记住（品味）：Excel 用 openpyxl 还是 pandas 都行',
    shot: 'left-open-zh',
  },
  {
    what: 'a value never named, quoted as written (en)',
    title: '"Name React components in PascalCase" waits and quotes "React" as the model wrote it',
    lang: 'en',
    typed: 'components are PascalCase, and indent with 2 spaces',
    held: ['Name React components in PascalCase', 'taste'],
    kept: ['Indent with 2 spaces', 'taste'],
    says: 'but it adds “React”.',
    remembered: 'Remembered (Taste): Indent with 2 spaces',
    shot: 'as-written-en',
  },
])
