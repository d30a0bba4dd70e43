// The table of value-classes.ts: the values a rule chooses between, one row each, and the contexts that
// an ambiguous value needs beside it. Data only; value-classes.ts parses and matches it.

/**
 * "http" that names the protocol's parts, not a choice of transport: "http status codes", "http
 * client", 「HTTP 层」 (session 38). A lookahead after the bare word; "plain http" is a choice whatever follows.
 */
const NOT_A_PROTOCOL_CHOICE = String.raw`(?!\s*层)(?!\s+(?:status|codes?|client|server|requests?|responses?|methods?|verbs?|headers?|handlers?|errors?|layer|library|framework|semantics|spec))`

// class | value | English (regex, word edges added) | Chinese (regex)
export const TABLE = `
package-manager | npm | npm |
package-manager | yarn | yarn |
package-manager | pnpm | pnpm |
package-manager | bun | bun |
py-package-manager | pip | pip3?(?!\\s*-) |
py-package-manager | poetry | poetry |
py-package-manager | uv | uv(?=\\s*(?:$|for\\s|to\\s|sync|add\\s|run\\s|pip\\s|instead|[\\u3400-\\u9fff])) |
py-package-manager | pipenv | pipenv |
py-package-manager | conda | conda|mamba |
py-package-manager | pdm | pdm |
indent | tabs | tabs|tab\\s+(?:characters?|indent\\w*)|hard\\s+tabs | 制表符|tab\\s*缩进|用\\s*tab
indent | spaces | (?<!(?:[0-9]|(?<![a-z])(?:one|two|three|four|eight))[\\s-]{0,2})spaces|soft\\s+tabs | (?<![0-9一二两三四八][\\s个]{0,3})空格
quote-style | single | single[\\s-]+quot\\w*|single(?=\\s+(?:in|for)\\s)(?<=quot[^.;]{0,60}single) | 单引号
quote-style | double | double[\\s-]+quot\\w*|double(?=\\s+(?:in|for)\\s)(?<=quot[^.;]{0,60}double) | 双引号
quote-style | backtick | backticks?|template\\s+literals? | 反引号
ts-type | any | anytype|any(?=\\s*(?:$|[.;,)]|[-–—]\\s|types?(?![a-z])|for|(?:when|if|unless|instead)(?![a-z])|in\\s+(?:typescript|ts)(?![a-z])|[\u3400-\u9fff，。；、！？])) |
ts-type | unknown | unknown(?=\\s*(?:$|[.;,)]|types?(?![a-z])|for|instead|(?:when|if|unless)(?![a-z])|(?:and|plus|with|then)\\s+narrow|再|并|然后|类型)) |
type-decl | interface | (?<!user\\s)interfaces? |
vue-api | options | options\\s+api | 选项式(?:\\s*api)?
vue-api | composition | composition\\s+api | 组合式(?:\\s*api)?
type-decl | type | type\\s+alias\\w*|types?(?=\\s+(?:over|instead\\s+of|rather\\s+than)\\s+interfaces?) |
naming-case | camel | camel\\s?case\\w*|camelcase | 小驼峰|驼峰
naming-case | pascal | pascal\\s?case\\w*|pascalcase | 大驼峰
naming-case | snake | snake[_\\s]?case\\w*|snakecase|with\\s+underscores(?<=lower\\s?case\\s+with\\s+underscores)|(?:separated|joined)\\s+(?:by|with)\\s+underscores | 下划线命名|蛇形|下划线(?:分隔|连接|形式)
naming-case | kebab | kebab[-\\s]?case\\w*|kebabcase|with\\s+(?:hyphens|dashes)(?<=lower\\s?case\\s+with\\s+(?:hyphens|dashes))|(?:separated|joined)\\s+(?:by|with)\\s+(?:hyphens|dashes) | 短横线命名|连字符命名|(?:短横线|连字符)(?:分隔|连接|形式)
naming-case | upper-snake | upper[_\\s]snake\\w*|screaming[_\\s]snake\\w* | 全大写
function-style | arrow | arrow\\s+functions? | 箭头函数
function-style | declaration | function\\s+declarations?|function\\s+keyword | 函数声明
occurrence | first | (?:the\\s+)?first\\s+(?:time|use|mention|occurrence|appearance)s?|(?:on|at)\\s+first\\s+(?:use|mention|sight) | 第一次|首次
occurrence | every | (?:every|each)\\s+(?:single\\s+)?(?:use|mention|occurrence|appearance)s?|(?:on|at)\\s+every\\s+(?:use|mention) | 每一?次(?=出现|使用|提到|用到)
variable-decl | const | const |
variable-decl | let | (?<!export\\s+)let(?=\\s+(?:for|when|if|over|instead|declarations?|only|where|otherwise)(?![a-z])|\\s*[,;)]|\\s+$) |
variable-decl | var | (?<!env\\s|environment\\s|\\$)var(?!\\s*=|s\\b) |
async-style | await | async\\s*/\\s*await|async\\s+await|await | 
async-style | then | thenchain|promise\\s+chains? |
async-style | callback | callbacks? | 回调
io-style | sync | synchronous\\w* | 同步
io-style | async | asynchronous\\w*|async | 异步(?!代码)
component-style | class | class(?:es)?\\s+components?|class-based\\s+components? | 类组件|class(?=\\s*(?:写|组件))
component-style | function | function(?:al)?\\s+components? | 函数组件|函数式(?:写法|组件)
export-style | named | named\\s+exports? | 具名导出|命名导出
export-style | default | default\\s+exports? | 默认导出
letter-case | upper | upper\\s?case|all[_\\s]caps|capital\\s+letters | 大写
letter-case | lower | lower\\s?case | 小写
design-approach | mobile-first | mobile(?:\\s+screens?)?[-\\s]first | 移动优先|移动端优先
design-approach | desktop-first | desktop[-\\s]first | 桌面优先|桌面端优先
file-extension | tsx | \\.tsx |
file-extension | jsx | \\.jsx |
file-extension | ts | \\.ts |
file-extension | js | \\.js |
file-extension | mjs | \\.mjs |
file-extension | cjs | \\.cjs |
file-extension | py | \\.py |
file-extension | vue | \\.vue |
file-extension | md | \\.md |
file-extension | mdx | \\.mdx |
file-extension | yaml | \\.ya?ml |
file-extension | json | \\.json |
module-system | esm | esm|es\\s+modules?|import\\s+syntax | 
module-system | commonjs | commonjs|cjs|require\\(?\\)?(?!\\s+(?:a|an|the|at|one|two|\\d|every|each|all|any|some|no|that|this|explicit|approval|review|confirmation|consent|permission|sign-?off|authentication|users?|them|it|you|me)(?![a-z])) |
git-integration | rebase | rebase\\w* | 变基
git-integration | merge | merge\\s+commits?|merge(?=\\s+(?:instead|rather|over)) | 
git-integration | squash | squash\\w* | 压缩提交
privilege | elevated | sudo|as\\s+root|root\\s+(?:user|account|privileges?|access)|administrator | 管理员权限|root\\s*(?:用户|权限|账号|身份)
environment | production | production|prod | 生产|线上|正式环境
environment | staging | staging|pre-?production | 预发|预生产|灰度
environment | development | development\\s+(?:environment|server|database)|dev\\s+(?:environment|server|database) | 开发环境
environment | local | locally|local\\s+(?:environment|machine|database|work|setup|development|dev) | 本地(?!时间|时区)
time-basis | utc | utc|gmt |
time-basis | local | local\\s+(?:time|times|timezone|time\\s+zone|dates?)(?![a-z])|(?:the\\s+)?(?:user'?s|users'|viewer'?s|browser'?s)\\s+(?:local\\s+)?time\\s?zones?(?![a-z]) | 本地时间|本地时区|当地时间
time-precision | millisecond | milli\\s?seconds?|millis|ms(?=\\s+(?:timestamps?|precision|resolution|since|epoch)) | 毫秒
time-precision | second | (?<!milli\\s?)seconds?(?=\\s+(?:timestamps?|precision|resolution|since\\s+(?:the\\s+)?epoch))|(?:unix|epoch)\\s+seconds | (?<![毫微纳])秒(?=级|数|时间戳|为单位|精度)|(?<![毫微纳])秒级
image-format | png | png | 
image-format | jpeg | jpe?g | 
image-format | webp | webp | 
image-format | avif | avif | 
image-format | gif | gif | 
load-period | peak | (?<!off[-\\s])peak\\s+(?:hours?|times?|traffic|periods?|load)|busy\\s+hours?|rush\\s+hours? | 高峰(?:期|时段)?|忙时
load-period | off-peak | off[-\\s]peak(?:\\s+(?:hours?|times?|periods?))?|quiet\\s+hours?|low[-\\s]traffic\\s+(?:hours?|periods?|windows?) | 低峰(?:期|时段)?|闲时
language | typescript | typescript|ts(?=\\s+(?:files?|code|only|everywhere|strict|types?|config|projects?)|\\s*(?:的|要|里|代码|文件|类型|项目|严格|配置))|(?<=(?:in|into|to|use|using|with|prefer|用|写|改成|换成|转成)\\s?)ts(?=\\s*(?:$|[.,;!?)。，；！？]|only|everywhere|for\\s)) |
language | javascript | javascript|plain\\s+js|vanilla\\s+js|(?<=(?:in|into|to|use|using|with|prefer|用|写|改成|换成|转成)\\s?)js(?=\\s*(?:$|[.,;!?)。，；！？]|only|everywhere|files?|code|for\\s))|js(?=\\s*(?:文件|代码)) |
language | python | python|(?<=(?:in|into|to|use|using|with|prefer|用|写)\\s?)py(?=\\s*(?:$|[.,;!?)。，；！？]|only|everywhere|files?|scripts?|code|for\\s)) |
language | go | golang|go(?=\\s+(?:files?|code|modules?|packages?)(?![a-z]))|(?<=(?:in|into|to|for|use|using|with|prefer|用|写)\\s?)go(?=\\s*(?:$|[.,;!?)。，；！？]|only|everywhere|files?|code|modules?|for\\s|写|开发|实现|来写|重写)) |
language | rust | rust |
language | java | java |
language | kotlin | kotlin |
language | swift | swift |
language | ruby | ruby |
language | php | php |
language | csharp | c#|csharp |
language | cpp | c\\+\\+|cpp |
language | scala | scala |
language | elixir | elixir |
language | dart | dart |
human-language | english | english | 英文|英语
human-language | chinese | chinese|mandarin | 中文|汉语|汉字|简体|繁体|中(?=[、/和与]?英)
human-language | japanese | japanese | 日语|日文
human-language | french | french | 法语|法文
human-language | german | german | 德语|德文
human-language | spanish | spanish | 西班牙语
human-language | korean | korean | 韩语|韩文
shell | bash | bash |
shell | zsh | zsh |
shell | fish | fish\\s+shell |
shell | powershell | powershell|pwsh |
ui-framework | react | react(?!\\s+(?:query|native))|reactjs |
ui-framework | vue | vue|vuejs |
ui-framework | svelte | svelte(?!kit) |
ui-framework | angular | angular |
ui-framework | solid | solidjs|solid\\.js |
ui-framework | preact | preact |
app-framework | next | next\\.?js |
app-framework | nuxt | nuxt\\w* |
app-framework | remix | remix |
app-framework | sveltekit | sveltekit |
app-framework | astro | astro |
server-framework | express | express(?:\\.js|js)|express(?=\\s+(?:app|server|router|middleware|routes?)) |
server-framework | fastify | fastify |
server-framework | nestjs | nest\\.?js |
server-framework | koa | koa |
server-framework | hono | hono |
server-framework | django | django |
server-framework | flask | flask |
server-framework | fastapi | fastapi |
server-framework | rails | rails |
server-framework | laravel | laravel |
styling | tailwind | tailwind\\w* |
styling | css-modules | css\\s+modules? |
styling | styled-components | styled[-\\s]components? |
styling | emotion | @emotion\\S*|emotion(?=\\s+(?:css|styled)) |
styling | sass | sass|scss |
styling | bootstrap | bootstrap |
test-framework | jest | jest |
test-framework | vitest | vitest |
test-framework | mocha | mocha |
test-framework | jasmine | jasmine |
test-framework | pytest | pytest |
test-framework | unittest | unittest |
test-framework | rspec | rspec |
test-framework | junit | junit |
e2e-framework | playwright | playwright |
e2e-framework | cypress | cypress |
e2e-framework | puppeteer | puppeteer |
e2e-framework | selenium | selenium |
bundler | webpack | webpack |
bundler | vite | vite |
bundler | esbuild | esbuild |
bundler | rollup | rollup |
bundler | parcel | parcel |
bundler | turbopack | turbopack |
linter | eslint | eslint |
linter | biome | biome |
linter | ruff | ruff |
linter | pylint | pylint|flake8 |
formatter | prettier | prettier |
formatter | black | black(?=\\s+(?:formatter|for|to\\s+format)) |
database | postgres | postgres\\w*(?!\\.js)|psql|(?<=(?:use|using|with|on|in|to|prefer|用)\\s?)pg(?=\\s*(?:$|[.,;!?)。，；！？]|for\\s|as\\s|everywhere|only)) | 
database | mysql | mysql|mariadb |
database | sqlite | sqlite\\w* |
database | mongodb | mongo\\w* |
database | dynamodb | dynamodb |
orm | prisma | prisma |
orm | drizzle | drizzle |
orm | typeorm | typeorm |
orm | sequelize | sequelize |
orm | sqlalchemy | sqlalchemy |
orm | knex | knex |
state | redux | redux\\w* |
state | zustand | zustand |
state | mobx | mobx |
state | jotai | jotai |
state | recoil | recoil |
state | pinia | pinia |
state | vuex | vuex |
transport-security | http | (?<![/.])http(?![s:/.\\w-])${NOT_A_PROTOCOL_CHOICE}|plain\\s+http|unencrypted\\s+http | 明文\\s*http
transport-security | https | https(?![:/\\w-])|tls|ssl(?![\\w-]) | 
http-client | axios | axios |
http-client | fetch | fetch\\s+api|native\\s+fetch |
validation | zod | zod |
validation | yup | yup |
validation | joi | joi |
validation | valibot | valibot |
date-library | moment | moment(?:\\.js|js)|(?<!(?:the|a|this|that|one|any|at)\\s)moment(?!\\s+(?:of|when|where|you|we|i|it)(?![a-z])) |
date-library | dayjs | day\\.?js |
date-library | date-fns | date-fns |
date-library | luxon | luxon |
logger | winston | winston |
logger | pino | pino |
string-format | f-string | f-?strings? | f-?字符串
string-format | braces | (?<!=\\s*)\\{\\}(?:\\s+placeholders?)?|str\\.format(?:\\(\\))?|brace[\\s-]+placeholders? |
string-format | percent | %s(?:\\s+placeholders?)?|%[\\s-]?(?:style|formatting)|percent[\\s-](?:style|formatting|placeholders?) |
container | docker | docker\\w* |
container | podman | podman |
cloud | aws | aws |
cloud | gcp | gcp|google\\s+cloud |
cloud | azure | azure |
cloud | vercel | vercel |
cloud | netlify | netlify |
cloud | cloudflare | cloudflare |
password-storage | hashed | salted\\s+hash\\w*|strong,?\\s+(?:salted\\s+)?hash\\w*|(?:hash|hashed|hashes|hashing)\\s+(?:with|using)\\s+(?:bcrypt|argon2|scrypt)|bcrypt|argon2\\w*|scrypt|pbkdf2 | 加盐|强哈希|bcrypt|argon2
log-level | debug | debug |
log-level | info | info |
log-level | warn | warn|warning |
log-level | trace | trace |
time-unit | milliseconds | milliseconds?|millis|ms | 毫秒
time-unit | seconds | seconds?|secs? | (?<!毫)秒
password-storage | weak | md5|sha-?1|plain\\s?text|clear\\s?text|unhashed|unsalted|reversibl[ey]\\s+encrypt\\w* | 明文|不加盐|md5
`

/** A log level is a value only where the rule names levels ("debug the failing test" is not; session 46). */
export const LOG_LEVEL_CONTEXT = /(?:log|logging)[\s-]*levels?|(?<![a-z])levels?(?![a-z])|日志级别|级别/
/** A time unit is a value only for a timestamp or an epoch ("a timeout of 5 seconds" is a number's unit). */
export const TIME_UNIT_CONTEXT = /timestamps?|epoch|unix\s+time|时间戳/
export const INDENT_CONTEXT = /indent|缩进|spaces|空格/
/** Spaces are an indentation only where the rule is about indenting or names tabs ("no spaces in file names" is not). */
export const SPACES_CONTEXT = /indent|缩进|(?<![a-z])tabs?(?![a-z])|制表/
/** How passwords are stored is a value only where the rule is about passwords (MD5 of a cache key is not). */
export const PASSWORD_CONTEXT = /passw|密码|口令|credential|凭据/
/** How a string is formatted is a choice only where the rule is about formatting (an empty `{}` object is not). */
export const STRING_FORMAT_CONTEXT = /f-?strings?|placeholders?|str\.format|%s|percent[\s-]style|format(?:ting)?\s+strings?|占位/
/** "moment" is a date library only beside dates, times or another date library ("use dayjs, not moment"; 「处理时间用 moment」). */
export const MOMENT_CONTEXT = /moment(?:\.js|js)|day\.?js|date-fns|luxon|\bdates?\b|\btimes?\b|timestamps?|time\s?zones?|日期|时间|时区|时间戳/
