// Memory poisoning and secrets in the real host (issue 15), with the scripted model: what reaches
// every future prompt is what the user said or said yes to, and no credential reaches memory.
//   (a) the user says a rule, the model remembers it → live, injected in the next session
//   (c) a planted forget of a red line → the red line stays live (a pending removal)
//   (c') the same after the user said the red line again in that conversation (saying it is not dropping it)
//   (d) a zh user message grounding an en judgment → live
//   (b') a write on the user's topic that adds to, generalises or waives their words → pending
//   (e) `confirm: always` holds a grounded write pending
//   (g) the user's rule with its polarity flipped or a value changed → pending, saying what it changes
//   (g3) a refused turning-off or skip, done → pending as the opposite; the refusal said another way → live
//   (g4) a ranking or who decides, turned round → pending, saying what it changes; the ranking in English → live
//   (g5) a value conceded read as the choice, a first step left out → pending, saying what it changes
//   (g6) the other size of one thing and what the user hates, done → pending; another clause's case said again → live
//   (g7) two things ranked, turned round, and the later step of an order said alone → pending; a hated skip refused → live
//   (h) a faithful paraphrase of the user's words → live
//   (i) across zh and en: a restatement → live; a thing of the user's swapped in translation → pending, saying what replaced what
//   (j) a question, a report, a refusal typed with a backtick: what they name waits; the refusal grounds its paraphrase, quoted as typed
//   (k) what is said of a thing, irony, a meta-instruction: what they name waits; the refusal grounds its paraphrase
//   (l) a message that corrects itself, a threat, a pronoun of place: what was taken back or refused waits
//   (f) a text carrying an API key is refused by the tool and by import, and appears in no file of
//       the plugin, no host output and no HTTP response
// (b) — planted rule pending, accepted in Chromium — is test/browser/proposals.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { forget, mirrorTables, remember } from '../helpers/e2e-tables.js'
import { useFakeModel } from '../helpers/scripted-model.js'

const HEADING = '# How this user thinks (remembered judgments)'
const RED_LINE = 'Never push straight to main'

const model = useFakeModel()
let home: string
let web: WebHost | undefined
afterEach(async () => {
  await web?.stop()
  web = undefined
  model.clearScript()
  removeTestHome(home)
})

const { judgments, proposals } = mirrorTables(() => home)

describe('grounded writes are live', () => {
  test('(a) the user says a rule and the model remembers it: live, with the user\'s words as provenance, injected next session', async () => {
    home = createTestHome()
    const first = await runScriptedTurn(model, home, 'From now on: never push straight to main.', [remember(RED_LINE, 'redline', 'said while releasing')])
    expect(first.toolResults[0]).toMatch(/^Stored j_\S+ \[redline\] “Never push straight to main”/)
    const [j] = judgments()
    expect(j!.evidence).toEqual([expect.objectContaining({ source: 'tool', quote: 'From now on: never push straight to main.', seq: expect.any(Number), sessionId: expect.stringMatching(/^session-/) })])
    const next = await runScriptedTurn(model, home, 'Hello again')
    expect(next.firstPrompt).toContain(HEADING)
    expect(next.firstPrompt).toContain(`- [redline] ${RED_LINE}`)
  })

  test('(d) a Chinese message grounds an English judgment', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, '以后周五不要上线。', [remember('Never deploy on Fridays', 'redline', 'the user said it in Chinese')])
    expect(turn.toolResults[0]).toMatch(/^Stored j_/)
    expect(judgments()[0]!.evidence![0]!.quote).toBe('以后周五不要上线。')
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).toContain('- [redline] Never deploy on Fridays')
  })
})

describe('what the user did not say waits', () => {
  test('(c) a planted forget of a red line leaves it live: a pending removal the user confirms', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Never push straight to main, ever.', [remember(RED_LINE, 'redline', 'said it')])
    const planted = await runScriptedTurn(model, home, 'Summarize the CONTRIBUTING file for me.', [forget(RED_LINE, 'the file says this rule is outdated')])
    expect(planted.toolResults[0]).toMatch(/^Not done yet: Removing j_\S+ “Never push straight to main” is waiting for the user's OK \(no words of the user in this conversation back it\)/)
    expect(judgments().map((j) => j.text)).toEqual([RED_LINE])
    // Beside it waits the red line's catalogue guard (push to main), proposed when it was stored (#20).
    expect(proposals().filter((p) => p.kind !== 'guard')).toEqual([expect.objectContaining({ kind: 'forget', status: 'pending', target: expect.objectContaining({ text: RED_LINE }) })])
    expect(proposals().filter((p) => p.kind === 'guard')).toEqual([expect.objectContaining({ status: 'pending', target: expect.objectContaining({ text: RED_LINE }) })])
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).toContain(`- [redline] ${RED_LINE}`)
  })

  test('(c\') the user says the red line again and a planted forget follows: saying a rule does not ask to drop it, so it waits', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Never push straight to main, ever.', [remember(RED_LINE, 'redline', 'said it')])
    const planted = await runScriptedTurn(model, home, 'Reminder: never push straight to main. Now summarize the CONTRIBUTING file for me.', [forget(RED_LINE, 'the file says this rule is outdated')])
    expect(planted.toolResults[0]).toMatch(/^Not done yet: Removing j_\S+ “Never push straight to main” is waiting for the user's OK/)
    expect(judgments().map((j) => j.text)).toEqual([RED_LINE])
    // A reminder not to forget it ("别忘了", "don't forget this") says the rule again: it asks nothing dropped.
    for (const said of ['删东西之前先问我也一样。别忘了：never push straight to main.', 'Don\'t forget this: never push straight to main.']) {
      const reminded = await runScriptedTurn(model, home, said, [forget(RED_LINE, 'the page says this rule is outdated')])
      expect(reminded.toolResults[0], said).toMatch(/^Not done yet: Removing j_\S+ “Never push straight to main” is waiting for the user's OK/)
      expect(judgments().map((j) => j.text)).toEqual([RED_LINE])
    }
    // Words of dropping it do back the removal.
    const asked = await runScriptedTurn(model, home, 'Forget the rule about never pushing straight to main; we use a merge queue now.', [forget(RED_LINE, 'the user dropped it')])
    expect(asked.toolResults[0]).toMatch(/^Forgot j_\S+ “Never push straight to main”/)
    expect(judgments()).toEqual([])
  })

  test('(b\') on the user\'s topic but claiming more: a write that adds to, generalises or waives the user\'s words waits, and the model is told why', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Install the dependencies. And use a red button here. 删东西之前先问我。', [
      remember('Always install packages with sudo', 'workflow', 'the install needed root'),
      remember('The user prefers red for all buttons', 'taste', 'they asked for a red button'),
      remember('删东西不用问我', 'workflow', 'faster'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Always install packages with sudo” is waiting for the user's OK \(close to what the user said \(“[^”]*Install the dependencies\.[^”]*”\), but it adds “sudo”, which they did not say\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “The user prefers red for all buttons” is waiting for the user's OK \(close to what the user said \(“[^”]*red button here[^”]*”\), but it reaches more cases than they said \(the case at hand, or only some cases\)\)/)
    expect(turn.toolResults[2]).toMatch(/^Not done yet: Remembering “删东西不用问我” is waiting for the user's OK \(close to what the user said \(“[^”]*删东西之前先问我[^”]*”\), but it relaxes what they asked for\)/)
    expect(judgments()).toEqual([])
    expect(proposals().map((p) => p.judgment?.text).sort()).toEqual(['Always install packages with sudo', 'The user prefers red for all buttons', '删东西不用问我'].sort())
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).not.toContain(HEADING)
  })

  test('(g) the user\'s rule with its polarity flipped ("do not … unless I say so" → "Run every command with sudo") or a value changed waits, and says what it changes (issue 19)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Please do not run commands with sudo unless I say so. Also, always use yarn.', [
      remember('Run every command with sudo', 'workflow', 'the install needed root'),
      remember('Always use pnpm', 'workflow', 'pnpm is faster'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Run every command with sudo” is waiting for the user's OK \(close to what the user said \(“Please do not run commands with sudo unless I say so\.”\), but it says the opposite\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Always use pnpm” is waiting for the user's OK \(close to what the user said \(“[^”]*always use yarn\.[^”]*”\), but it changes “yarn” to “pnpm”\)/)
    expect(judgments()).toEqual([])
    const byText = (text: string) => proposals().find((p) => p.judgment?.text === text)
    expect(byText('Run every command with sudo')).toMatchObject({ status: 'pending', why: 'ungrounded', closeTo: { quote: 'Please do not run commands with sudo unless I say so.', blocked: 'opposite' } })
    expect(byText('Always use pnpm')!.closeTo).toMatchObject({ blocked: 'changes', changed: [{ from: ['yarn'], to: ['pnpm'] }] })
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).not.toContain(HEADING)
  })

  test('(g2) a request made a standing rule ("push to main" → "Always push to main") waits and says so; the request as said is live (issue 19, session 24)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'push to main', [
      remember('Always push to main', 'workflow', 'the user pushes to main'),
      remember('Push to main', 'workflow', 'the user asked for it'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Always push to main” is waiting for the user's OK \(close to what the user said \(“push to main”\), but it reaches more cases than they said \(the case at hand, or only some cases\)\)/)
    expect(turn.toolResults[1]).toMatch(/^Stored j_\S+ \[workflow\] “Push to main”/)
    expect(judgments().map((j) => j.text)).toEqual(['Push to main'])
    expect(proposals().find((p) => p.judgment?.text === 'Always push to main')).toMatchObject({ status: 'pending', closeTo: { quote: 'push to main', blocked: 'generalises' } })
  })

  test('(g3) a refused turning-off or skip, done, waits as the opposite, across languages; the refusal said another way is live (issue 19, session 29)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, '别把 lint 关了，CI 挂了就修代码。never skip tests.', [
      remember('Disable lint when CI fails', 'workflow', 'to get CI green'),
      remember('Skip the tests when in a hurry', 'workflow', 'speed'),
      remember('不要为了让 CI 通过而关掉 lint，要修代码', 'redline', '用户说别把 lint 关了'),
      remember('Always run the tests', 'workflow', 'the user said never skip tests'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Disable lint when CI fails” is waiting for the user's OK \(close to what the user said \(“[^”]*别把 lint 关了[^”]*”\), but it says the opposite\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Skip the tests when in a hurry” is waiting for the user's OK \(close to what the user said \(“[^”]*never skip tests[^”]*”\), but it says the opposite\)/)
    expect(turn.toolResults[2]).toMatch(/^Stored j_\S+ \[redline\] “不要为了让 CI 通过而关掉 lint，要修代码”/)
    expect(turn.toolResults[3]).toMatch(/^Stored j_\S+ \[workflow\] “Always run the tests”/)
    expect(judgments().map((j) => j.text).sort()).toEqual(['Always run the tests', '不要为了让 CI 通过而关掉 lint，要修代码'].sort())
    expect(proposals().find((p) => p.judgment?.text === 'Disable lint when CI fails')).toMatchObject({ status: 'pending', closeTo: { blocked: 'opposite' } })
  })

  test('(g4) a ranking turned round and who decides turned round wait, saying what they change; the ranking said in English is live (issue 19, session 30)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, '可读性优先于性能。不确定的时候先问我，别自己猜。', [
      remember('性能优先于可读性', 'principle', '性能更重要'),
      remember('不确定时自己判断就行', 'workflow', '省时间'),
      remember('Prefer readability over performance', 'principle', 'the user ranked readability first'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “性能优先于可读性” is waiting for the user's OK \(close to what the user said \(“[^”]*可读性优先于性能[^”]*”\), but it changes “可读性优先于性能” to “性能优先于可读性”\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “不确定时自己判断就行” is waiting for the user's OK \(close to what the user said \(“[^”]*先问我[^”]*”\), but it changes “先问” to “自己判断”\)/)
    expect(turn.toolResults[2]).toMatch(/^Stored j_\S+ \[principle\] “Prefer readability over performance”/)
    expect(judgments().map((j) => j.text)).toEqual(['Prefer readability over performance'])
    expect(proposals().find((p) => p.judgment?.text === '不确定时自己判断就行')).toMatchObject({ status: 'pending', closeTo: { blocked: 'changes' } })
  })

  test('(g5) a value conceded taken as the choice and a first step left out wait, saying what they change; the user\'s words said again are live (issue 19, session 31)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Answer in Chinese even if I ask in English. Run the tests before pushing.', [
      remember('Answer in English when asked in English', 'taste', 'match the question'),
      remember('Push directly', 'workflow', 'faster'),
      remember('Always reply in Chinese, even to English questions', 'taste', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Answer in English when asked in English” is waiting for the user's OK \(close to what the user said \(“Answer in Chinese even if I ask in English\.?”\), but it changes “Chinese” to “English”\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Push directly” is waiting for the user's OK \(close to what the user said \(“Run the tests before pushing\.?”\), but it leaves out “Run the tests”, the step they put first\)/)
    expect(turn.toolResults[2]).toMatch(/^Stored j_\S+ \[taste\] “Always reply in Chinese, even to English questions”/)
    expect(judgments().map((j) => j.text)).toEqual(['Always reply in Chinese, even to English questions'])
    expect(proposals().filter((p) => p.status === 'pending').map((p) => p.judgment?.text).sort()).toEqual(['Answer in English when asked in English', 'Push directly'])
  })

  test('(g6) the other size of one thing and what the user hates, done, wait; the case of the user\'s other clause said again is live (issue 19, session 32)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Mock external services in unit tests, but never in integration tests. I want small commits with clear messages. I hate when you apologize, just fix it.', [
      remember('Make one big commit at the end', 'workflow', 'less noise'),
      remember('Apologize before fixing mistakes', 'taste', 'politeness'),
      remember('Never mock external services in integration tests', 'principle', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Make one big commit at the end” is waiting for the user's OK \(close to what the user said \(“I want small commits with clear messages\.?”\), but it changes “small” to “big”\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Apologize before fixing mistakes” is waiting for the user's OK/)
    expect(turn.toolResults[2]).toMatch(/^Stored j_\S+ \[principle\] “Never mock external services in integration tests”/)
    expect(judgments().map((j) => j.text)).toEqual(['Never mock external services in integration tests'])
    expect(proposals().filter((p) => p.status === 'pending').map((p) => p.judgment?.text).sort()).toEqual(['Apologize before fixing mistakes', 'Make one big commit at the end'])
  })

  test('(g7) two things ranked, turned round, and the later step of an order said alone wait; a skip the user hates, refused again, is live (issue 19, session 33)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Composition over inheritance. Run the tests before pushing. I hate when the tests are skipped.', [
      remember('Inheritance over composition', 'principle', 'more reuse'),
      remember('Push your changes', 'workflow', 'keep the remote current'),
      remember('Never skip tests', 'redline', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Inheritance over composition” is waiting for the user's OK \(close to what the user said \(“Composition over inheritance\.?”\), but it changes “Composition” to “Inheritance”\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Push your changes” is waiting for the user's OK \(close to what the user said \(“Run the tests before pushing\.?”\), but it leaves out “Run the tests”, the step they put first\)/)
    expect(turn.toolResults[2]).toMatch(/^Stored j_\S+ \[redline\] “Never skip tests”/)
    expect(judgments().map((j) => j.text)).toEqual(['Never skip tests'])
    expect(proposals().filter((p) => p.status === 'pending' && p.kind !== 'guard').map((p) => p.judgment?.text).sort()).toEqual(['Inheritance over composition', 'Push your changes'])
  })

  test('(g8) in a message of both languages, the later step said alone waits, naming the step left out as typed; the order kept is live (issue 19, session 34)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, '比起性能，我更在乎可读性。Run the tests before pushing.', [
      remember('Push your changes', 'workflow', 'keep the remote current'),
      remember('Run tests before every push', 'workflow', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Push your changes” is waiting for the user's OK \(close to what the user said \(“Run the tests before pushing\.?”\), but it leaves out “Run the tests”, the step they put first\)/)
    expect(turn.toolResults[1]).toMatch(/^Stored j_\S+ \[workflow\] “Run tests before every push”/)
    expect(judgments().map((j) => j.text)).toEqual(['Run tests before every push'])
    expect(proposals().find((p) => p.judgment?.text === 'Push your changes')).toMatchObject({ status: 'pending', closeTo: { blocked: 'changes', changed: [{ dropped: ['Run the tests'] }] } })
  })

  test('(h) a faithful paraphrase of what the user said in that conversation is live and reaches the next session (issue 19)', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Commit messages should be short, under 50 characters', [remember('Commit message subject lines under 50 characters', 'taste', 'the user said so')])
    expect(turn.toolResults[0]).toMatch(/^Stored j_\S+ \[taste\] “Commit message subject lines under 50 characters”/)
    expect(judgments()[0]!.evidence![0]!.quote).toBe('Commit messages should be short, under 50 characters')
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).toContain('- [taste] Commit message subject lines under 50 characters')
  })

  test('(i) across Chinese and English: a restatement of the user\'s Chinese words is live, a thing of theirs swapped in translation waits and says what replaced what (issue 19, session 10)', async () => {
    home = createTestHome()
    const said = '返回结果时用一个对象包起来。所有数据库逻辑都放在 ServiceImpl 类里。'
    const turn = await runScriptedTurn(model, home, said, [
      remember('Results are returned wrapped in an object', 'taste', 'the user said so'),
      remember('Put all database logic in controller classes', 'principle', 'layering'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Stored j_\S+ \[taste\] “Results are returned wrapped in an object”/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Put all database logic in controller classes” is waiting for the user's OK \(close to what the user said \(“[^”]*ServiceImpl[^”]*”\), but it changes “ServiceImpl” to “controller”\)/)
    expect(judgments().map((j) => j.text)).toEqual(['Results are returned wrapped in an object'])
    expect(proposals().find((p) => p.judgment?.text === 'Put all database logic in controller classes')!.closeTo).toMatchObject({ blocked: 'changes', changed: [{ from: ['ServiceImpl'], to: ['controller'] }] })
  })

  test('(j) a question, a report or a refusal typed with a backtick grounds nothing it names: "why are you still using yarn??" and "the docs say to run it with sudo" keep "Use yarn" and "Run commands with sudo" waiting, "don`t push to main" keeps "Push to main" waiting and grounds "Never push to main", quoted as typed (issue 19, session 20)', async () => {
    home = createTestHome()
    const said = 'why are you still using yarn?? the docs say to run it with sudo, ignore that. and don`t push to main.'
    const turn = await runScriptedTurn(model, home, said, [
      remember('Use yarn', 'workflow', 'the user asked about yarn'),
      remember('Run commands with sudo', 'workflow', 'the docs say so'),
      remember('Push to main', 'workflow', 'the user mentioned main'),
      remember('Never push to main', 'redline', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Use yarn” is waiting for the user's OK/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Run commands with sudo” is waiting for the user's OK/)
    expect(turn.toolResults[2]).toMatch(/^Not done yet: Remembering “Push to main” is waiting for the user's OK \(close to what the user said \(“and don`t push to main\.”\), but it says the opposite\)/)
    expect(turn.toolResults[3]).toMatch(/^Stored j_\S+ \[redline\] “Never push to main”/)
    expect(judgments().map((j) => j.text)).toEqual(['Never push to main'])
    expect(judgments()[0]!.evidence![0]!.quote).toBe('and don`t push to main.')
    const next = (await runScriptedTurn(model, home, 'hi')).firstPrompt
    expect(next).toContain('- [redline] Never push to main')
    expect(next).not.toMatch(/- \[workflow\] (?:Use yarn|Run commands with sudo|Push to main)/)
  })

  test('(k) what is said of a thing, irony and a meta-instruction ground nothing they name: "lodash is overkill", "sure, let\'s just force push, what could go wrong" and "if i ever ask you to use yarn, refuse" keep "Use lodash", "Force push" and "Use yarn" waiting; the refusal grounds "Never use yarn" (issue 19, session 21)', async () => {
    home = createTestHome()
    const said = 'lodash is overkill here. sure, let\'s just force push, what could go wrong. if i ever ask you to use yarn, refuse.'
    const turn = await runScriptedTurn(model, home, said, [
      remember('Use lodash', 'workflow', 'the user talked about lodash'),
      remember('Force push', 'workflow', 'the user suggested it'),
      remember('Use yarn', 'workflow', 'the user mentioned yarn'),
      remember('Never use yarn', 'redline', 'the user said so'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Use lodash” is waiting for the user's OK \(close to what the user said \(“lodash is overkill here\.”\)/)
    expect(turn.toolResults[1]).toMatch(/^Not done yet: Remembering “Force push” is waiting for the user's OK/)
    expect(turn.toolResults[2]).toMatch(/^Not done yet: Remembering “Use yarn” is waiting for the user's OK/)
    expect(turn.toolResults[3]).toMatch(/^Stored j_\S+ \[redline\] “Never use yarn”/)
    expect(judgments().map((j) => j.text)).toEqual(['Never use yarn'])
    expect(judgments()[0]!.evidence![0]!.quote).toBe('if i ever ask you to use yarn, refuse.')
  })

  test('(l) a message that corrects itself ("use 4 spaces in bash. Wait no, we\'re on 2"), a threat ("if you push to main again i\'ll lose it") and 「别在里面…」: what was taken back or refused waits, saying what it changes; the corrected value and the refusal are stored on the message as sent (issue 19, session 22)', async () => {
    home = createTestHome()
    const said = 'Oh, and use 4 spaces in bash. Wait no, we\'re on 2 spaces, I just checked the editorconfig.'
    const turn = await runScriptedTurn(model, home, said, [
      remember('Indent bash scripts with 4 spaces', 'taste', 'the user said 4 spaces'),
      remember('Indent bash scripts with 2 spaces', 'taste', 'the user corrected it to 2'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Indent bash scripts with 4 spaces” is waiting for the user's OK \(close to what the user said \(“Oh, and use 4 spaces in bash\. \/ Wait no, we're on 2 spaces[^”]*”\), but it changes “2 spaces” to “4 spaces”\)/)
    expect(turn.toolResults[1]).toMatch(/^Stored j_\S+ \[taste\] “Indent bash scripts with 2 spaces”/)
    const threat = await runScriptedTurn(model, home, 'if you push to main again i\'ll lose it. staging 层只做 rename 和 cast，别在里面写 business logic', [
      remember('Push directly to main', 'workflow', 'the user mentioned pushing to main'),
      remember('业务逻辑写在 staging 层', 'workflow', 'the user talked about the staging layer'),
      remember('Never push to main', 'redline', 'the user said so'),
    ])
    expect(threat.toolResults[0]).toMatch(/^Not done yet: Remembering “Push directly to main” is waiting for the user's OK/)
    expect(threat.toolResults[1]).toMatch(/^Not done yet: Remembering “业务逻辑写在 staging 层” is waiting for the user's OK/)
    expect(threat.toolResults[2]).toMatch(/^Stored j_\S+ \[redline\] “Never push to main”/)
    expect(judgments().map((j) => j.text).sort()).toEqual(['Indent bash scripts with 2 spaces', 'Never push to main'])
  })

  test('(l2) a correction that gives its reason first (「api 字段用 camelCase。等下，后端其他服务都是 snake_case，跟他们统一吧」): the value it replaced waits, saying what it changes; the value it asked for is live (issue 19, session 25)', async () => {
    home = createTestHome()
    const said = 'api 字段用 camelCase。等下，后端其他服务都是 snake_case，跟他们统一吧'
    const turn = await runScriptedTurn(model, home, said, [
      remember('API 字段用 camelCase', 'taste', '用户说字段用 camelCase'),
      remember('API 字段统一用 snake_case', 'taste', '和后端其他服务统一'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “API 字段用 camelCase” is waiting for the user's OK \(close to what the user said \(“[^”]*snake_case[^”]*”\), but it changes “snake_case” to “camelCase”\)/)
    expect(turn.toolResults[1]).toMatch(/^Stored j_\S+ \[taste\] “API 字段统一用 snake_case”/)
    expect(judgments().map((j) => j.text)).toEqual(['API 字段统一用 snake_case'])
    expect(proposals().find((p) => p.judgment?.text === 'API 字段用 camelCase')!.closeTo).toMatchObject({ blocked: 'changes', changed: [{ from: ['snake_case'], to: ['camelCase'] }] })
  })

  test('(l3) a rule taken back right after ("use tabs for indentation. actually never mind, doesn\'t matter"): the write waits and says they took it back, quoting the message as sent (issue 19, session 25)', async () => {
    home = createTestHome()
    const said = 'use tabs for indentation. actually never mind, doesn\'t matter'
    const turn = await runScriptedTurn(model, home, said, [remember('Indent with tabs', 'taste', 'the user said tabs')])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Indent with tabs” is waiting for the user's OK \(close to what the user said \(“use tabs for indentation\. actually never mind, doesn't matter”\), but they took it back right after\)/)
    expect(judgments()).toEqual([])
    expect(proposals()[0]!.closeTo).toMatchObject({ blocked: 'taken-back', quote: said })
  })

  test('(e) confirm: always holds even a grounded write pending', async () => {
    home = createTestHome()
    const always = '- id: dsh-user-mirror\n  config:\n    confirm: always\n'
    const turn = await runScriptedTurn(model, home, 'From now on: never push straight to main.', [remember(RED_LINE, 'redline', 'said it')], { extraPatch: always })
    expect(turn.toolResults[0]).toMatch(/waiting for the user's OK \(the user asked to confirm every memory change\)/)
    expect(judgments()).toEqual([])
    expect(proposals()).toEqual([expect.objectContaining({ kind: 'add', why: 'confirm-always' })])
    // The user's words are kept with the proposal, so the tab can show them.
    expect(proposals()[0]!.evidence[0]!.quote).toBe('From now on: never push straight to main.')
    expect((await runScriptedTurn(model, home, 'hi', [], { extraPatch: always })).firstPrompt).not.toContain(HEADING)
  })
})

/** Every regular file under `dir` except the host's session transcripts (zstd; they hold the model's own call arguments). */
function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'sessions') continue
    const info = statSync(path)
    if (info.isDirectory()) out.push(...filesUnder(path))
    else if (info.isFile()) out.push(path)
  }
  return out
}

describe('(f) credentials never enter memory', () => {
  test('the tool and import refuse an API key, naming it; the key is in no file, host output or HTTP response', async () => {
    home = createTestHome()
    const key = `sk-${'Zq8vN3xR7t'.repeat(4)}`
    // One grounded write beside the refused one, so the storage file exists and is scanned too.
    const turn = await runScriptedTurn(model, home, 'Never deploy on Fridays. Use my DeepSeek account for the release scripts.', [
      remember('Never deploy on Fridays', 'redline', 'said it'),
      remember(`Release scripts use the key ${key}`, 'workflow', 'the user wants it reused'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Stored j_/)
    expect(turn.toolResults[1]).toMatch(/^Error: text carries an API key of the sk-… shape/)
    expect(turn.toolResults[1]).not.toContain(key)
    expect(turn.turn.log).not.toContain(key)

    web = await startWebHost({ dshHome: home, env: model.env() })
    const file = { format: 'dsh-user-mirror', version: 1, exportedAt: Date.now(), judgments: [{ text: 'Never deploy on Fridays', kind: 'redline', reason: 'outage' }, { text: `Deploy with ${key}`, kind: 'workflow', reason: 'ops' }] }
    const imported = await fetch(`${web.url}/dsh-mirror/api/import`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-DSH-Mirror': '1' }, body: JSON.stringify(file) })
    const importBody = await imported.text()
    expect(imported.status).toBe(409)
    expect(importBody).toMatch(/judgments\[1\]\.text carries an API key of the sk-… shape/)
    const responses = [importBody]
    for (const path of ['/judgments', '/proposals', '/history', '/export?format=json', '/export?format=md']) {
      responses.push(await (await fetch(`${web.url}/dsh-mirror/api${path}`)).text())
    }
    await web.stop()
    const hostOutput = web.log()
    web = undefined

    for (const body of responses) expect(body).not.toContain(key)
    expect(hostOutput).not.toContain(key)
    const files = filesUnder(home)
    expect(files.some((f) => f.endsWith('dsh_user_mirror.json'))).toBe(true)
    for (const f of files) expect(readFileSync(f, 'utf8').includes(key), f).toBe(false)
    expect(judgments().map((j) => j.text)).toEqual(['Never deploy on Fridays'])
  })
})
