// What a judgment claims beyond the user's words on its topic (src/core/ground.ts asks, piece by
// piece): content the user never said, a value changed, a flipped or waived stance, a rule widened
// or narrowed, a standing rule from words about one occasion. Each check names the reason the card
// and the model read.
import { claimBeyond, flipOf, refusesOutsideOnly } from './claim-check.js'
import { oppositeOfAdded } from './antonyms.js'
import { assertsHeldBack, refusesChosen } from './clause-flip.js'
import { narrowsToOnly } from './narrowed.js'
import { pointsOnlyAtKeptNames } from './named-pointer.js'
import { keepsPointedThing } from './pointed-noun.js'
import { narrowsNotJust } from './not-just.js'
import { reversesOrder } from './order-swap.js'
import { skipsFirstStep } from './step-skipped.js'
import { crossesDegrees } from './degree-crossed.js'
import { reordersList } from './list-order.js'
import { refusesUsersChoice } from './refused-choice.js'
import { takesRefusedSide } from './refused-taken.js'
import { doesRefusedVerb } from './verb-refused-across.js'
import { swappedInPlace } from './swaps.js'
import { swapsAcross } from './swap-across.js'
import { swapsNameAcross } from './name-across.js'
import { opposesOnName } from './name-stance.js'
import { refusesHowTo } from './howto-refused.js'
import { swapsName, swapsTermModifier } from './name-swap.js'
import { changesCount } from './quantity-swap.js'
import { swapsPrefix } from './prefix-swap.js'
import { overridesCondition } from './even-when.js'
import { crossesException, deniesException, invertsOnlyCase } from './exception-crossed.js'
import { exceptsIncluded, includesException } from './exception-included.js'
import { crossesRoles } from './roles-crossed.js'
import { reassignsRole } from './role-assigned.js'
import { takesUnlessValue } from './unless-value.js'
import { actsOnKept } from './kept-as-is.js'
import { onlyRestated } from './only-restated.js'
import { swapsOnlyCase } from './only-case-swapped.js'
import { unsaidIdentifiers } from './identifiers.js'
import { swapsCommand } from './command-swap.js'
import { swapsSlot } from './slot-swap.js'
import { swapsConversionEnd } from './conversion-ends.js'
import { swapsSibling } from './sibling-values.js'
import { swapsWith } from './with-without.js'
import { swapsChoice } from './choice-swap.js'
import { dropsBound, dropsExcess, dropsLimit, dropsPick, widensPastSaid } from './limit-dropped.js'
import { dropsWith } from './no-without.js'
import { waivesDuty } from './duty-waived.js'
import { asksWhereFree, flipsWhoDecides } from './ask-flipped.js'
import { takesUsersAct } from './users-act.js'
import { doesRefusedOfOnly } from './only-not-zh.js'
import { respellsPattern } from './pattern-token.js'
import { defersDuty } from './deferred.js'
import { sufficesNotOnly } from './not-only.js'
import { targetsCeiling } from './bound-target.js'
import { flipsHalt } from './halt-flip.js'
import { flipsRepeat } from './repeat-flip.js'
import { swapsMergeApart } from './merged-apart.js'
import { movesValue } from './value-moved.js'
import { scaleReading } from './scale-restated.js'
import { unsaidLatinNames } from './latin-unsaid.js'
import { unsaidPath } from './path-unsaid.js'
import { appendsScope } from './scope-appended.js'
import { dropsCondition } from './condition-dropped.js'
import { raisesOpenChoice, widensOccasional } from './left-open.js'
import { crossesRolesAcross } from './roles-across.js'
import { refusalUnsaid, stanceUnsaid } from './stance-unsaid.js'
import { addsEveryCase, raisesRequest } from './quantifier-added.js'
import { opposes, relaxesBeyond, scopeOf } from './claims.js'
import type { ClaimSlots } from './slots.js'
import type { Grounding } from './ground-types.js'
import type { SaidElsewhere } from './said-elsewhere.js'
import { dropsUsersDoor, replacesUsersDoor } from './users-door.js'
import { offFlippedAcross, offFlippedInPlace } from './kept-on.js'
import { addedContent, ANCHORED_ADDED_LIMIT, ADDED_CONTENT_LIMIT, OBJECT_UNIT, sameBounds, wordsCarrying } from './ground-adds.js'

/**
 * What `piece` (of the message `said`) does not back although it is on the judgment's topic:
 * content the user never said, a waiver or a flipped polarity of what they said, a standing rule
 * from words about this occasion ("this time") or about the thing in front of them ("here", "this
 * file", 这个) unless those words state a rule themselves (always, from now on, 以后, 必须).
 */
export function beyond(claim: ClaimSlots, piece: ClaimSlots, said: ClaimSlots, elsewhere?: SaidElsewhere): Pick<Grounding, 'blocked' | 'added' | 'changed'> | undefined {
  const judgment = claim.features
  // The claim's values first: a different tool, number or language, a value never named, a flipped stance.
  // A value the message never names but another statement of the user's does ("pytest" while fixing
  // their pytest suite) is the conversation's; a value changed is not (said-elsewhere.ts).
  // "Always use tabs" after "i slightly prefer tabs": read at most once, when claimBeyond or a check further down asks.
  let raisedRead = false
  let raisedValue: ReturnType<typeof raisesOpenChoice>
  const raised = () => {
    if (!raisedRead) [raisedRead, raisedValue] = [true, raisesOpenChoice(judgment.text, piece.text)]
    return raisedValue
  }
  const values = claimBeyond(claim, piece, said, () => raised() !== undefined)
  if (values && !(values.blocked === 'adds' && values.added && elsewhere?.says(values.added))) return values
  // A name from code the user never wrote (simple_send_with_retries for their send_with_retries).
  const names = unsaidIdentifiers(judgment.text, said.text)
  if (names && !('added' in names && elsewhere?.says(names.added))) return 'changed' in names ? { blocked: 'changes', changed: [names.changed] } : { blocked: 'adds', added: names.added }
  // "Name branches like feature-xxx" after 「分支名用 feat/xxx 这种格式」: the user's name pattern, spelled another way.
  const pattern = respellsPattern(judgment.text, said.text)
  if (pattern) return { blocked: 'changes', changed: [pattern] }
  // The other of two names the user set against each other (X, not Y → Y, not X), another task for their runner (just l → just t), with for without, html → plain text for html → markdown.
  const choice = swapsChoice(judgment.text, said.text) ?? swapsCommand(judgment.text, said.text) ?? swapsWith(judgment.text, said.text) ?? swapsSlot(judgment.text, said.text) ?? swapsConversionEnd(judgment.text, said.text)
  if (choice) return { blocked: 'changes', changed: [choice] }
  // "Use several accent colors" after "Use one primary accent color": one made many.
  const count = changesCount(judgment.text, said.text)
  if (count) return { blocked: 'changes', changed: [count] }
  // "Validate the output schema" after "validate the input schema": the user's root, the other end's prefix.
  const prefix = swapsPrefix(judgment.text, said.text)
  if (prefix) return { blocked: 'changes', changed: [prefix] }
  const added = addedContent(judgment, said.features, claim, said, elsewhere)
  // claimBeyond passed: every value of the judgment is the user's, with the same stance.
  const anchored = claim.values.some((v) => said.values.some((s) => s.cls === v.cls && s.value === v.value))
  const limit = anchored && !added.some((u) => u.weight >= OBJECT_UNIT) ? ANCHORED_ADDED_LIMIT : ADDED_CONTENT_LIMIT
  if (added.reduce((sum, u) => sum + u.weight, 0) >= limit) {
    const words = wordsCarrying(judgment.text, new Set(added.map((u) => u.key)))
    // "Remove the retries" after "keep the retries": what it adds is the opposite of the user's word.
    const flipped = oppositeOfAdded(claim, said, words)
    // A unit no word of the judgment carries (a concept read off a longer Chinese word) cannot be named: the
    // card says the judgment does not say the same thing, never "it adds , which they did not say"; the empty
    // list tells a reader (the bench lists) this case from a low score.
    return flipped ? { blocked: 'changes', changed: [flipped] } : words.length ? { blocked: 'adds', added: words } : { blocked: 'near', added: [] }
  }
  // "Keep pull requests small in the backend repo" after "Keep pull requests small.": a scope of its own after their sentence.
  const scoped = appendsScope(judgment.text, said.text)
  if (scoped && !elsewhere?.says(scoped)) return { blocked: 'adds', added: scoped }
  if (relaxesBeyond(judgment.text, piece.text)) return { blocked: 'relaxes' }
  // "Type checks are optional, it doesn't matter" after "always make sure the type check passes": the duty waived.
  // 「不确定时自己判断就行」 after 「不确定的时候先问我」: who decides, turned round (ask-flipped.ts).
  // 「接口文档有空再补」 after 「接口文档必须跟代码同步更新」: put off (deferred.ts).
  // 「发邮件通知就够了」 after 「别只发邮件」: what the user said is not enough alone, made enough (not-only.ts).
  // "Review the migrations yourself" after "i review the migrations, you just write them": the user's own act, given to the model (users-act.ts).
  const waived = waivesDuty(judgment.text, said.text) ?? flipsWhoDecides(judgment.text, said.text) ?? asksWhereFree(judgment.text, said.text) ?? takesUsersAct(judgment.text, said.text) ?? defersDuty(judgment.text, said.text) ?? sufficesNotOnly(judgment.text, said.text)
  if (waived) return { blocked: 'changes', changed: [waived] }
  // 「出错就停下来」 after "if it errors keep going, don't stop"; 「可以一直催」 after "dont keep pinging"; "don't separate dev and prod": turned round.
  const halt = flipsHalt(judgment.text, said.text) ?? flipsRepeat(judgment.text, said.text) ?? swapsMergeApart(judgment.text, said.text)
  if (halt) return { blocked: 'changes', changed: [halt] }
  // "Use React Context for everything" after "Use React Context sparingly": the limit dropped, the rule widened.
  if (dropsLimit(judgment.text, said.text)) return { blocked: 'generalises' }
  // "Never add comments" after "don't add comments everywhere": an excess refused, made a ban.
  if (dropsExcess(judgment.text, piece.text)) return { blocked: 'generalises' }
  // "Push to main" after "if it's a hotfix, push to main": the condition dropped, the rule widened.
  if (dropsCondition(judgment.text, piece.text)) return { blocked: 'generalises' }
  // "Always use tabs" after "i slightly prefer tabs"; "Always use pnpm" after "pnpm or yarn, whatever".
  const open = raised()
  if (open) return { blocked: 'changes', changed: [open] }
  // "Run mvn verify before every commit" after 「好 run 一下 mvn verify」: every case, where the user asked for it once.
  if (addsEveryCase(judgment.text, said.text)) return { blocked: 'generalises' }
  // "Use any" after "sometimes its ok to use any": now and then made every time.
  if (widensOccasional(judgment.text, said.text)) return { blocked: 'generalises' }
  // "Retry failed requests forever" after "… at most 3 times": the bound taken away; "Functions must hit 50 lines" after "… under 50 lines": made a target.
  const bound = dropsBound(judgment.text, said.text)
  if (bound) return { blocked: 'changes', changed: [{ from: [bound], to: [judgment.text.trim()] }] }
  const target = targetsCeiling(judgment.text, said.text)
  if (target) return { blocked: 'changes', changed: [target] }
  // "Pass whole tables to the model" after "never pass whole tables to the model without a cost estimate": B dropped.
  if (dropsWith(judgment.text, said.text)) return { blocked: 'generalises' }
  // "… for every function, not just core functionality" after "… for core functionality": widened.
  if (widensPastSaid(judgment.text, said.text)) return { blocked: 'generalises' }
  // "… for every numeric literal, even small ones" after "… for large numeric literals": the pick dropped.
  if (dropsPick(judgment.text, said.text)) return { blocked: 'generalises' }
  // "Include only positive test scenarios" after "… both positive and negative …": narrowed to one.
  const only = narrowsToOnly(judgment.text, said.text)
  if (only && !onlyRestated(judgment.text, said.text)) return { blocked: 'adds', added: [only] }
  // 「只给改动的函数写注释就行」 after "… every public function, not just the ones you changed": narrowed to what the user widened past.
  const notJust = narrowsNotJust(judgment.text, said.text)
  if (notJust) return { blocked: 'changes', changed: [notJust] }
  // "Keep functions short" after "functions shouldn't be too long": one end asked, the other refused (scale-restated.ts).
  const scale = scaleReading(judgment.text, said.text)
  if (scale) return scale === 'same' ? undefined : { blocked: 'opposite' }
  const flip = flipOf(claim, piece)
  if (flip) return flip
  // "Never run commands with sudo" after "don't run commands with sudo unless I say so": the user's
  // way through (their OK) dropped; a red line that holds where the user left a door.
  // "Force push when needed" after "only force push when i say so": their say-so made the model's own judgment.
  const door = dropsUsersDoor(claim, piece) ?? replacesUsersDoor(judgment.text, piece.text)
  if (door) return { blocked: 'changes', changed: [door] }
  // "… even when NO_COLOR is set" after "… when NO_COLOR is present, no colour": the user's exception overridden.
  if (overridesCondition(judgment.text, said.text)) return { blocked: 'opposite' }
  // "Use spaces in Makefiles" after "spaces everywhere except makefiles, those need tabs": the rule put on what the user excepted.
  if (crossesException(judgment.text, said.text)) return { blocked: 'opposite' }
  // "Always answer in English" after "answer in chinese unless i write in english": the case made the rule.
  const unlessValue = takesUnlessValue(judgment.text, said.text)
  if (unlessValue) return { blocked: 'changes', changed: [unlessValue] }
  // 「废弃的数据库字段直接删掉」 after 「数据库字段只加不删」: the act the user's 只A不B refused, done (only-not-zh.ts).
  const refusedOfOnly = doesRefusedOfOnly(judgment.text, said.text)
  if (refusedOfOnly) return { blocked: 'changes', changed: [refusedOfOnly] }
  // 「除了单元测试，其他地方都用 mock」 after 「只在单元测试里用 mock」: the user's only case made the one left out.
  if (invertsOnlyCase(judgment.text, said.text)) return { blocked: 'opposite' }
  // 「周五下午一律不上线，紧急修复也不例外」 after 「…，除非是线上故障的紧急修复」: the user's exception denied.
  if (deniesException(judgment.text, said.text)) return { blocked: 'opposite' }
  // 「对外接口也用 msgpack」 after "… the public api stays json": the case the user set apart, put back, in either language.
  const included = includesException(judgment.text, said.text)
  if (included) return { blocked: 'changes', changed: [included] }
  // 「…，健康检查例外」 after 「…，健康检查的也要」: a case the user put in, left out.
  const excepted = exceptsIncluded(judgment.text, said.text)
  if (excepted) return { blocked: 'changes', changed: [excepted] }
  // "Hard-code the token" after "…; never hard-code tokens": a clause of the user's said not to.
  if (assertsHeldBack(claim, said)) return { blocked: 'opposite' }
  // "…, never manual organization" after "…, but favor manual organization": it refuses the user's choice.
  if (refusesChosen(claim, said)) return { blocked: 'opposite' }
  // "… instead of using OpenZeppelin" after "Prefer OpenZeppelin contracts …": the same, by a contrast.
  if (refusesUsersChoice(claim, said)) return { blocked: 'opposite' }
  // 「日志写成自由文本」 after "logs should be structured json, not free text": the side the user turned away from, across
  // languages; 「持有对象的视图」 after "… do not own the object": a verb they refused, done.
  const taken = takesRefusedSide(claim, said) ?? doesRefusedVerb(claim, said)
  if (taken) return { blocked: 'changes', changed: [taken] }
  // "简单转换也一律用 streams+tasks" after "Do NOT use streams+tasks for …": a name both spell, the other side taken.
  if (opposesOnName(claim, said)) return { blocked: 'opposite' }
  // "Don't run the fuzz targets" after 「跑 fuzz 测试用 cargo fuzz run」: a how-to turned into a ban.
  if (refusesHowTo(judgment.text, said.text)) return { blocked: 'opposite' }
  // One thing of the user's swapped, moved or dropped in otherwise copied words (swaps.ts).
  // "… allowed only in test code" after "… allowed only when they align with FP idioms": the case swapped.
  const swapped = swappedInPlace(claim, piece, said) ?? swapsOnlyCase(judgment.text, piece.text)
  if (swapped) return { blocked: 'changes', changed: [swapped] }
  // 「前端用 poetry，后端用 pnpm」 after 「前端用 pnpm，后端用 poetry」: sides crossed; 「全部用英文写」 after 「用中文写，前缀保留英文」:
  // a value moved; "Use Postgres for the cache" after "…, postgres is for the main data": a role reassigned.
  // 「回复用英文，代码注释用中文」 after "reply in chinese, code comments stay english": the same, across languages (roles-across.ts).
  const crossed = crossesRoles(judgment.text, said.text) ?? crossesRolesAcross(judgment.text, said.text) ?? movesValue(claim, said) ?? reassignsRole(judgment.text, said.text) ?? actsOnKept(judgment.text, said.text)
  if (crossed) return { blocked: 'changes', changed: [crossed] }
  // "Use Chakra UI's form components …" after 响应式布局用 Chakra UI 自带的布局组件: one word swapped in translation.
  // 「别关 sourcemap」, then "Disable source maps": the turning-off the user refused, done in translation (kept-on.ts).
  if (offFlippedAcross(judgment.text, said.text)) return { blocked: 'opposite' }
  // "Turn off coverage" after "do not delete tests or turn off coverage": a thing kept on, turned off (kept-on.ts).
  if (offFlippedInPlace(judgment.text, said.text)) return { blocked: 'opposite' }
  const across = swapsAcross(claim, piece, said) ?? swapsNameAcross(judgment.text, piece.text, said.text)
  if (across) return { blocked: 'changes', changed: [across] }
  // "Write the implementation before the tests" after "Write tests before the implementation"; "tight for body, looser for labels" after "comfortable for body, tighter for labels".
  // 「直接提交」 after 「先跑测试再提交」: the first step left out (step-skipped.ts).
  // 「标准库、本地、第三方」 after 「…：标准库、第三方、本地，按这个顺序」: the user's list in another order (list-order.ts).
  const order = reversesOrder(judgment.text, said.text) ?? skipsFirstStep(judgment.text, said.text) ?? crossesDegrees(judgment.text, said.text) ?? reordersList(judgment.text, said.text)
  if (order) return { blocked: 'changes', changed: [order] }
  // "服务端数据用 SWR 缓存" after "…那是 React Query 的事": a name in Latin letters the user's Chinese never wrote.
  const latin = unsaidLatinNames(judgment.text, said.text)
  if (latin.length && !elsewhere?.says(latin)) return { blocked: 'adds', added: latin }
  // "Put header files in src/" after "include/ for header files": a directory the user, naming places, never wrote.
  const path = unsaidPath(claim.text, said.text)
  if (path && (path.from || !elsewhere?.says(path.added))) return path.from ? { blocked: 'changes', changed: [{ from: [path.from], to: path.added }] } : { blocked: 'adds', added: path.added }
  // "Use Doppler to manage secrets" after "Use Vercel's built-in … management for secrets": a name of theirs replaced.
  // "Write performance tests …" after "Write acceptance tests …": a sibling value of one class in plain words.
  const name = swapsName(claim, piece, said) ?? swapsTermModifier(judgment.text, piece.text) ?? swapsSibling(judgment.text, said.text)
  if (name) return { blocked: 'changes', changed: [name] }
  // Against the whole message too: "Local caching is on; HTTP cache headers apply …" is backed by
  // no piece of "No local caching; HTTP cache headers are ignored …" that it does not flip.
  // "Keep lines under 100 characters" after "lines should not exceed 100 characters": the negation is
  // the comparator's, and the bounded numbers agree (claim-check.ts compares bounds).
  if (!sameBounds(claim, said) && !refusesOutsideOnly(claim, piece) && (opposes(judgment.text, piece.text) || (piece.text !== said.text && opposes(judgment.text, said.text)))) return { blocked: 'opposite' }
  // "Use lodash" after "lodash is overkill", 「lodash 真的很烦」: what the user said of it, dropped; their stance unknown.
  if (stanceUnsaid(judgment.text, piece.text)) return { blocked: 'near' }
  // "Don't run the tests" after "the tests are flaky, fix them": a refusal where the user refused nothing.
  if (refusalUnsaid(claim, piece)) return { blocked: 'near' }
  // A judgment that keeps the user's own scope ("别动和这次任务无关的代码") claims no more than they did.
  // "这个项目用 pnpm" → "本项目使用 pnpm": both about this workspace.
  if (claim.scope === 'workspace' && piece.scope === 'workspace') return undefined
  const scope = scopeOf(piece.text)
  const own = scopeOf(judgment.text)
  if (scope === 'this-time' && own !== 'this-time') return { blocked: 'one-occasion' }
  // 「用 /add-cdn-bundle 这个 skill」: the demonstrative names the user's tool, which the judgment keeps.
  if (scope === 'pointed' && own !== 'pointed' && own !== 'this-time' && !pointsOnlyAtKeptNames(judgment.text, piece.text) && !keepsPointedThing(judgment.text, piece.text)) return { blocked: 'generalises' }
  // "Always push to main" after "push to main": a request made every time.
  if (raisesRequest(judgment.text, said.text)) return { blocked: 'generalises' }
  return undefined
}
