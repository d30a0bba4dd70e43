// British and Commonwealth spellings read as the American ones before stemming (issue 19, session
// 9), so "Split the task into prioritised steps" meets "prioritized steps", "favour" meets "favor",
// "optimisation" meets "optimization", "modelling" meets "modeling". The lexicon and the corpus term
// weights are stemmed through the same function, so every side agrees. Words that end in -ise in
// both spellings (advise, promise, precise, exercise …) are left alone. Pure.

/** Words whose -ise is not the -ize suffix (their stem before "ise"). */
const TRUE_ISE = new Set(`advert adv appr ar chast circumc compr comprom conc dem desp dev disgu enfranch enterpr exc exerc expert franch improv inc merchand otherw prec prem prom repr rev superv surm surpr telev likew clockw pra nois po cru bru parad treat mort an val chem porpo torto turquo`.split(' '))

const OUR = /^(colo|favo|behavio|hono|flavo|labo|neighbo|rumo|armo|humo|vapo|harbo|endeavo|savo|odo|parlo|rigo|vigo)ur/
const ISE = /^([a-z]{3,})is(e|es|ed|ing|ation|ations|er|ers|able)$/
const YSE = /^(anal|paral|catal|dial)ys(e|es|ed|ing|er|ers)$/
const RE = /^(cent|met|lit|fib|theat|calib)re(s|d)?$/
const CE = /^(licen|defen|offen|preten)ce(s)?$/
const UE = /^(catalog|dialog|analog)ue(s|d)?$/
const LL = /^(model|label|cancel|travel|level|signal|channel|fuel|total|tunnel|marshal)l(ed|ing|er|ers)$/

/** The American spelling of one lower-case word, or the word itself. */
export function american(word: string): string {
  let m: RegExpExecArray | null
  if (OUR.test(word)) return word.replace(OUR, '$1r')
  if ((m = ISE.exec(word)) && !TRUE_ISE.has(m[1]!)) return `${m[1]}iz${m[2]}`
  if ((m = YSE.exec(word))) return `${m[1]}yz${m[2]}`
  if ((m = RE.exec(word))) return `${m[1]}er${m[2] ?? ''}`
  if ((m = CE.exec(word))) return `${m[1]}se${m[2] ?? ''}`
  if ((m = UE.exec(word))) return `${m[1]}${m[2] ?? ''}`
  if ((m = LL.exec(word))) return `${m[1]}${m[2]}`
  return word
}
