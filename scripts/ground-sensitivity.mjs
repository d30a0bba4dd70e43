// How far the grounding gate's limits can carry it (issue 19, session 23): the "Rules other people
// wrote" section (bench/real-rules.ts) run again with the gate's four limits set looser, each setting
// bundled apart by an esbuild plugin that rewrites the constant's declaration as the bundle is made
// (the sources are not touched). It answers one question: is the held-aside shortfall a matter of
// where the limits sit, or of what the rules can read? Prints a Markdown table: the tune rows (every
// `| tune | all |` row) and the held-aside pool as the README counts it. Takes about 20 s per setting.
//
//   node scripts/ground-sensitivity.mjs
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'ground-sensitivity')
mkdirSync(outdir, { recursive: true })

/** Where each limit is declared, and the value shipped. */
const LIMITS = {
  GROUNDING_THRESHOLD: { file: 'src/core/ground.ts', shipped: 0.6 },
  ADDED_CONTENT_LIMIT: { file: 'src/core/ground-adds.ts', shipped: 1.1 },
  ANCHORED_ADDED_LIMIT: { file: 'src/core/ground-adds.ts', shipped: 1.7 },
  ELSEWHERE_SHARE: { file: 'src/core/said-elsewhere.ts', shipped: 0.5 },
}

/** The settings, fixed before any was run: the shipped one, each limit loosened alone, then all of them together. */
const SETTINGS = [
  {},
  { ADDED_CONTENT_LIMIT: 1.5 },
  { ADDED_CONTENT_LIMIT: 2, ANCHORED_ADDED_LIMIT: 2 },
  { ADDED_CONTENT_LIMIT: 3, ANCHORED_ADDED_LIMIT: 3 },
  { ELSEWHERE_SHARE: 0.25 },
  { GROUNDING_THRESHOLD: 0.5 },
  { GROUNDING_THRESHOLD: 0.4 },
  { GROUNDING_THRESHOLD: 0.4, ADDED_CONTENT_LIMIT: 3, ANCHORED_ADDED_LIMIT: 3, ELSEWHERE_SHARE: 0.25 },
]

/** The held-aside pool of README's "Known limits": the first `| holdout | all |` row of these sections. */
const POOL = ['First set', 'Fresh set', 'Third set', 'Fourth set', 'Sixth set', 'Ninth set', 'Tenth set', 'Thirteenth set', 'Chat set']
const TRANSCRIPTS = ['Whole chat transcripts, labelled', 'Whole chat transcripts, second set']

const rewrite = (setting) => ({
  name: 'limits',
  setup(b) {
    b.onLoad({ filter: /src[\\/]core[\\/](ground|ground-adds|said-elsewhere)\.ts$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8')
      for (const [name, value] of Object.entries(setting)) {
        if (!args.path.replace(/\\/g, '/').endsWith(LIMITS[name].file)) continue
        const declared = new RegExp(`^export const ${name} = [0-9.]+$`, 'm')
        if (!declared.test(text)) throw new Error(`${name} is no longer declared as a number in ${LIMITS[name].file}`)
        text = text.replace(declared, `export const ${name} = ${value}`)
      }
      return { contents: text, loader: 'ts' }
    })
  },
})

const cells = (row) => row.split('|').slice(3, -1).map((c) => c.trim().split(' ')[0].split('/').map(Number))

/** Rows by section: the section is the last line before a table that names a labelled set. */
function rowsOf(lines) {
  const held = new Map()
  const tune = []
  let section = ''
  for (const line of lines) {
    if (/^[A-Z][^|]*labelled [0-9a-f]{7}/.test(line)) section = line
    if (line.startsWith('| holdout | all |') && !held.has(section)) held.set(section, cells(line))
    if (line.startsWith('| tune | all |')) tune.push(cells(line))
  }
  // The first set's table comes before any "labelled" line.
  return { held, tune }
}

const share = ([a, b]) => `${a}/${b} (${((100 * a) / b).toFixed(1)} %)`
const add = (x, y) => [x[0] + y[0], x[1] + y[1]]

console.log('| setting | tune: paraphrases grounded | tune: different or inverted live | held-aside pool: paraphrases grounded | held-aside pool: different or inverted live | transcripts 1 held aside: paraphrases / inverted live | transcripts 2 held aside: paraphrases / inverted live |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
for (const [i, setting] of SETTINGS.entries()) {
  const out = `${outdir}/real-${i}.mjs`
  await build({ entryPoints: [`${root}bench/real-rules.ts`], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning', plugins: [rewrite(setting)] })
  const { realRulesSection } = await import(pathToFileURL(out).href)
  const { held, tune } = rowsOf(realRulesSection())
  const find = (prefix) => {
    const hits = [...held].filter(([section]) => section.startsWith(prefix))
    if (prefix === 'First set') return [...held][0]?.[1]
    if (hits.length !== 1) throw new Error(`no single held-aside table for "${prefix}"`)
    return hits[0][1]
  }
  let para = [0, 0]
  let wrong = [0, 0]
  for (const name of POOL) {
    const r = find(name)
    para = add(para, r[0])
    wrong = add(wrong, add(r[1], r[2]))
  }
  let tPara = [0, 0]
  let tWrong = [0, 0]
  for (const r of tune) {
    tPara = add(tPara, r[0])
    tWrong = add(tWrong, add(r[1], r[2]))
  }
  const [t1, t2] = TRANSCRIPTS.map(find)
  const name = Object.keys(setting).length ? Object.entries(setting).map(([k, v]) => `${k} ${LIMITS[k].shipped} → ${v}`).join(', ') : 'shipped'
  console.log(`| ${name} | ${share(tPara)} | ${share(tWrong)} | ${share(para)} | ${share(wrong)} | ${t1[0].join('/')} / ${t1[2].join('/')} | ${t2[0].join('/')} / ${t2[2].join('/')} |`)
}
