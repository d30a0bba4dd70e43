// The bilingual concept lexicon's word table (one concept per line): over 300 lines by design, one
// vocabulary in one place. Its format, weights and sense checks are described in lexicon.ts, which
// builds the lookup from it.

/** Object of a judgment. */
const OBJECT = 1.5
/** A subject that often, but not always, decides the topic. */
const SUBJECT = 1
/** A value or an attribute (a language, a number, a size). */
const VALUE = 0.5
/** Context that many different judgments share. */
const CONTEXT = 0.35

export const CLASS_WEIGHTS = { O: OBJECT, S: SUBJECT, V: VALUE, C: CONTEXT, _: 0 } as const

// id class | Chinese terms (space-separated) | English phrases (comma-separated)
export const LEXICON_TABLE = `
- _ | 执行 进行 可行 行为 流行 行业 银行 就行 不行 行吗 也行 都行 一律 一下 一定 一直 一起 一样 一般 一次性 千万 万一 十分 问题 东西 总之 提示词 图标 试图 意图 视图 地图 时间线 文字 写的 这类 那类 此类 之类 一类 各类 该类 分类 类似 类别 种类 同类 人类 哪类 时段 阶段 手段 地段 路段 长时间 | of course, at all, make sure, makes sure, made sure, making sure, be sure, as possible, where possible, when possible, if possible, wherever possible, whenever possible, where appropriate, when appropriate, if appropriate, as appropriate, as you can, where you can, when you can, wherever you can, if you can, up to date, out of date
unneeded V | 多余 不必要 没必要 冗余 多此一举 | unnecessary, unnecessarily, redundant, superfluous, needless, needlessly, pointless
emoji O | 表情 表情符号 颜文字 emoji 表情包 小图标 | emoji, emoticon, smiley, emojis, emoticons, smileys, icons in text
exclamation O | 感叹号 叹号 惊叹号 感叹 | exclamation, exclamation mark, exclamation point, exclamation points, exclamation marks
dash O | 破折号 —— 长横线 | em dash, en dash
semicolon O | 分号 | semicolon, semi colon
quote O | 引号 单引号 双引号 直角引号 弯引号 | quote, quotation mark, curly quote
single V | 单引号 单 | single
double V | 双引号 双 | double
punctuation S | 标点 标点符号 句号 | punctuation, period, full stop
fullwidth V | 全角 | full width, fullwidth
halfwidth V | 半角 | half width, halfwidth
space S | 空格 空白 留空 | space, whitespace
indent O | 缩进 缩排 对齐 | indent, indentation, indenting
tab V | 制表符 | tab
zh-lang V | 中文 汉语 中文的 汉字 中英文 中英 | chinese, mandarin
language C | 中文 汉语 中文的 英文 英语 | chinese, mandarin, english
en-lang V | 英文 英语 中英文 中英 | english
translate O | 翻译 译成 译文 翻成 译为 直译 意译 | translate, translation, translating, =localize, =localization, =localise, =localisation
term S | 术语 名词 专有名词 | term, terminology, technical term, proper noun, product name, api name, brand name
jargon O | 黑话 行话 赋能 抓手 闭环 术语 堆术语 套话 官话 大词 空话 互联网黑话 | jargon, buzzword, corporate speak, corporate jargon, marketing speak
reply V | 回答 回复 答复 回应 说话 答案 | answer, reply, respond, =response, =responses
concise O | 简洁 精简 简练 啰嗦 废话 冗长 长篇大论 省略 简短 简明 言简意赅 废话少说 直奔主题 短小 精炼 | concise, verbose, wordy, terse, brevity, rambling, preamble, fluff, filler, =pad, briefly, brief, succinct, to the point, long winded, rambling
length V | 简洁 精简 简练 啰嗦 冗长 长篇大论 | concise, verbose, wordy, terse, brevity
length V | 长 短 长度 太长 简短 篇幅 超过 以内 | long, short, length, lengthy, under, max, maximum
conclusion O | 结论 结论先行 先说结论 | conclusion, bottom line, tl dr, answer first, put the answer first, start with the answer, lead with the answer, tldr, key point, main point
summary O | 总结 总而言之 综上 综上所述 小结 概括 回顾 复盘式结尾 | summary, summarize, recap, in conclusion, wrap up, wrap-up, summing up
reason V | 理由 原因 为什么 缘由 意图 | reason, reasoning, why, rationale, intent
order-first V | 最前面 放前面 开头 首先 先给 前面 | lead, lead with, upfront, top, start
ending V | 结尾 末尾 最后 收尾 | end, ending, closing
pleasantry O | 客套 寒暄 好的我来帮你 作为一个 开场白 寒暄语 客气话 礼貌用语 | pleasantry, pleasantries, small talk, greeting, filler, greetings, sure, great question, niceties
article S | 文章 博客 帖子 推文 公众号 稿子 长文 博文 稿件 推送 文案 | article, post, blog, blog post, essay, blog posts, posts, write up, writeup
audience V | 大众 读者 受众 外行 | audience, reader, general audience, layman
title S | 标题 | title, headline
clickbait O | 标题党 吸引眼球 夸张 耸动 震惊体 噱头 | clickbait, sensational, sensationalist, click bait, hype, hyped
heading O | 标题 小标题 一级标题 二级标题 分节 章节标题 副标题 | heading, headings, subheading, h1, subheadings, section title, section heading
question-form V | 问句 疑问句 反问句 设问句 | question form, as questions, as a question, rhetorical question, rhetorical questions
adjective O | 形容词 | adjective, adjectives
tone O | 语气 口吻 | tone
formal V | 正式 书面语 | =formal
casual V | 口语化 轻松 | casual, informal, conversational
paragraph S | 段落 段 每段 | paragraph
sentence S | 句子 句 被动句 | sentence
passive O | 被动 被动语态 被动句 主动语态 被字句 | passive, passive voice, active voice, voice, passive construction, passive tense
active V | 主动 | active
table O | 表格 表头 | table, tables, tabular
example O | 例子 举例 示例 实例 范例 样例 案例 | example, illustrate, for instance, examples, sample, instance, showcase
example-code O | 示例代码 例子代码 代码示例 | example code, sample code, code example
example O | 示例代码 代码示例 | code example
concept S | 概念 | concept
explain V | 解释 讲 说明 讲解 | explain, explanation
code-block O | 代码块 代码段 代码片段 | code block, fenced code block, code fence, fence, snippet, code snippet, code fence
language-tag V | 语言 语言名 标注语言 | language
markdown C | markdown md | markdown, md
html O | html | html
list O | 列表 复选框 清单 要点 项目符号 | bullet, bullet point, checkbox, bullets, bulleted, bullet list
word-count O | 字数 | word count
wechat V | 公众号 推文 | wechat
image S | 图片 图 配图 截图 插图 横图 照片 图像 插画 | image, picture, screenshot, img, illustration, images, pictures, photo, photos, graphic
image-host O | 图床 | image host, image hosting
upload S | 上传 传 | upload, host, hosting
compress O | 压缩 压图 缩小 | compress, compression, compressed, shrink, optimise images
size V | 大小 体积 | size
comment S | 注释 代码注释 行内注释 注解 | comment, code comment, comments, inline comment
commit-message S | 提交信息 提交说明 提交消息 提交日志 提交记录 提交说明 提交描述 提交注释 提交标题 | commit message, commit msg, commit log, commit description, commit subject, commit title
commit S | 提交 提交代码 commit | commit, commits, committing
push O | 推 推送 推到 push | push
force-push O | 强推 强制推送 改写历史 强制推 强行推送 覆盖远端 | force push, push force, rewrite history, history rewrite, force pushes, force pushing, overwrite remote
main-branch S | 主分支 主干 主线 主干分支 master分支 main master | main branch, master branch, to main, into main, on main, from main, to master, into master, trunk, default branch, main line
branch S | 分支 | branch
branch-name S | 分支名 分支命名 | branch name
branch S | 分支名 分支命名 | branch name
naming O | 分支名 分支命名 变量名 变量命名 文件名 | branch name, variable name, file name, filename
naming O | 命名 名 名称 起名 名字 | name, naming, named
git C | | git
rebase O | 变基 线性历史 变基 | rebase, linear history, history linear, rebasing
merge S | 合并 合入 合进 | merge
merge-commit O | | merge commit
test S | 测试 单测 单元测试 用例 测例 测试用例 测一下 | test, unit test, spec, tests, testing, test suite, test case, functional test
unit-test S | 单测 单元测试 | unit test, unit tests, unit testing
test-framework S | 测试框架 | vitest, jest, mocha, pytest, test framework
directory S | 目录 文件夹 | directory, folder, dir
manual O | 手动 手工 手改 | by hand, manual, manually, hand-edit, hand-edited, hand-editing, hand edit
network S | 网络 网络请求 请求 | http, network, request, fetch
local V | 本地 | local, localhost
code C | 代码 源码 源代码 | code, source code
requirement V | 需求 | requirement, !require, !requires, !requiring
feature V | | feat, feature
tdd O | 先写测试 测试驱动 | tdd, test first, test driven
coverage O | 覆盖率 | coverage
test-dir O | | test directory
mock O | 模拟 打桩 假数据 桩 伪造 | mock, stub, fake, mocking, mocks, stubbed, faked, test double
real V | 真的 真实 真正 | real, actual
database S | 数据库 库 线上库 数据表 db | database, db, databases, data base, sql database
backup O | 备份 快照 留底 | backup, back up, snapshot, back ups
migration O | 迁移 改表 数据迁移 变更表结构 改表结构 | migration, migrate, schema change, migrations
run V | 跑 运行 执行 跑通 跑一遍 用法 | run, execute, usage
pass V | 通过 过 绿 跑通 | pass, green, passing
deploy S | 上线 发布 部署 发版 上生产 上线发布 发布上线 上生产环境 | deploy, ship, release, deployment, deploys, deploying, releases, rollout, ship to production, go live
friday O | 周五 星期五 礼拜五 周五下午 | friday, fridays
meeting O | 会议 开会 | meeting
weekend O | 周末 | weekend
dependency O | 依赖 第三方库 三方库 依赖库 第三方包 三方包 外部依赖 新依赖 包依赖 | dependency, dependencies, deps, package, library, third party library, third-party library, external library, npm package, module
add V | 加 添加 引入 新增 | add, introduce
install S | 安装 装 | install, setup step, setup instruction, setup guide
global-install O | 全局安装 全局包 全局 | global install, global package, global npm, install globally, installed globally, globally installed, install g
sudo O | | sudo
package-manager S | | npm, pnpm, yarn, package manager, global npm
node C | | node, nodejs
ask S | 问 询问 商量 请示 问清楚 提问 征得同意 征得我同意 征得我的同意 经我同意 问一下 问我 请示我 跟我确认 征求意见 | ask, check with me, consult, my approval, my ok, explicit ok, my permission, ask for permission, without permission, clarifying question, check with, ask me, ask first, get my approval, approval
guess O | 猜 瞎猜 猜测 臆测 自己猜 揣测 想当然 脑补 | guess, assume, assumption, guessing, presume, speculate
unclear V | 不确定 不清楚 不明确 模糊 不明白 拿不准 没把握 吃不准 搞不清 弄不清 不太确定 | unsure, unclear, uncertain, ambiguous, doubt, in doubt, clarify, clarifying
delete O | 删 删除 删掉 移除 删去 去掉 清除 清掉 抹掉 删文件 | delete, remove, rm, erase, drop, wipe, purge, get rid of, discard, deletion, removal
start-work C | 动手 开工 干活 着手 动工 上手 | start working, get started, before starting, start work
confirm V | 确认 二次确认 | confirm, confirmation
source O | 来源 出处 | cite, citation, cite a source, cite sources
reason-comment V | 解释原因 | explain why
function S | 函数 方法 函式 | function, method, func, functions, methods, !functionality, !functionalities
function-length O | | function length
class S | 类 class | class
functional O | 函数式 纯函数 | functional, pure function, plain function, !functionality, !functionalities
component S | 组件 | component
line V | 行 每行 单行 一行 | line
character V | 字符 字 | character, char
variable S | 变量 变量名 变量命名 | variable, var name, variables, identifier name
descriptive V | 有意义 看出用途 见名知意 用途 清晰 一看就懂 名副其实 | descriptive, meaningful, self explanatory, clear name, intention revealing
camel-case O | 驼峰 大驼峰 小驼峰 | camelcase, camel case, pascalcase, pascal case
snake-case O | 下划线 | snake case, snakecase, underscore
kebab-case O | 短横线 中划线 连字符 | kebab case, kebab, hyphen
file S | 文件 | file
file-name S | 文件名 | file name, filename
secret O | 密钥 秘钥 凭证 凭据 token 密匙 访问令牌 私钥 apikey | secret, credential, api key, token, secrets, credentials, access token, private key, apikey
password S | 密码 | password
repo S | 仓库 代码库 版本库 | repo, repository
log S | 日志 打日志 日志输出 日志记录 | log, logging, logs, logged, logger
print V | 打印 输出 | print, output
error S | 报错 错误 异常 出错 失败 报错信息 | error, exception, errors, exceptions, failure, failures
string S | 字符串 | string
error-message O | 错误信息 报错提示 错误提示 提示 | error message
error S | 错误信息 报错提示 错误提示 | error message
swallow O | 吞 吞掉 静默 忽略 吃掉 吞异常 吞错误 不处理 置之不理 | swallow, ignore, silent, silently, swallowed, swallowing, ignored, suppress, suppressed
error-handling S | 捕获 | handle, handled, catch, caught
remedy O | 怎么办 下一步 怎么处理 怎么解决 如何解决 | what to do next, next step, how to fix, =actionable
stack-trace O | 堆栈 | stack trace
rollback O | 回滚 回退 撤回 还原 可回滚 | roll back, rollback, revert, roll back, revert, reverting, undo the deploy, reversible
incident S | 事故 出问题 出事 故障 线上事故 线上故障 挂了 宕机 | incident, outage, break, incidents, outages, breaks, down, downtime
production S | 生产 线上 生产环境 正式环境 | =production, prod, live
staging O | 预发 预发环境 灰度 | staging, pre production
postmortem O | 复盘 | postmortem, post mortem, retro
investigate V | 排查 调查 定位 | investigate
debug O | 调试 | debug, debugger, debugging
unit V | 单位 | unit, units
restate O | 复述 | restate, repeat the code, what the code does, what the code says, mechanics
duplicate S | 重复 | duplicate, duplicated, duplicating, duplication, repeat, repeated, repeating, repetition
fill S | 填充 预填 | fill, filled, populate, populated, prefill, prepopulate
current-task C | 手头任务 当前任务 这次任务 手头的任务 | current task, task at hand, the task at hand
optimize O | 优化 调优 提速 | optimize, optimise, optimization, optimizing, speed up, tune
measure O | 测量 测 测过 基准 性能测试 压测 量一下 数据说话 | measure, profile, benchmark, measuring, measurement, profiling, benchmarks
performance S | 性能 | performance, speed, perf
todo O | 待办 待办事项 遗留事项 | todo, fixme, todos, to do, fixmes
refactor S | 重构 重写 | refactor, refactoring, rewrite, restructure
unrelated O | 无关 不相关 顺手 范围之外 不相干 无关紧要的改动 额外改动 | unrelated, outside the task, out of scope, scope creep, drive by, unrelated changes
related C | 相关 有关 有关系 |
format O | 格式化 重排 格式化整个 排版格式 | format, reformat, formatter, formatting, reformatting, autoformat
whole V | 整个 全部 | whole, entire
changed V | 改动 变更 改过 修改 | change, changed, diff, edit, modify
date O | 日期 年月日 日期格式 | date, dates
iso O | 年月日 | iso, 8601, yyyy mm dd, isodate
date O | 年月日 | isodate
timezone O | 时区 本地时间 时间区 | utc, timezone, time zone, local time, time zones, utc time
timestamp S | 时间戳 时间 | timestamp, time
readme S | | readme
marketing O | 营销 广告 | marketing
interactive O | 交互式 交互 需要输入 交互输入 | interactive command, interactive prompt, interactive mode, interactive shell, interactive input, prompt for input, requires input
terminal S | 终端 命令行 | terminal, shell
color O | 颜色 | color, colour
loop O | 循环 | loop
query S | 查询 查 | query
n-plus-one O | | nplus1
loop O | | nplus1
database S | | nplus1
pin-version O | 锁死 锁定 固定版本 固定版本号 精确版本 | pin, lock, lockfile, caret, pinned, exact version, exact versions, pinning
version S | 版本 版本号 | version
update V | 更新 升级 | update, upgrade
docker C | 容器 | docker, docker container, container image
docker-image S | 镜像 基础镜像 | docker image, base image
alpine O | | alpine
frontend S | 前端 前端框架 | frontend, front end, ui
frontend-framework S | 前端框架 框架 | react, vue, angular, svelte, frontend framework, framework
react V | | react
vue V | | vue, composition api, options api
css S | 样式 样式表 | css, =styling, stylesheet, stylesheets, styled components, container query, media query
tailwind O | | tailwind
backend S | 后端 | backend, back end
go V | | go, golang
python V | | python
typescript C | | typescript, ts
javascript C | | javascript, js, ecmascript
any-type O | | anytype, unknown
strict O | 严格 | strict
type-annotation O | 类型注解 类型标注 类型提示 | type hint, type annotation, annotation, typing, type annotations, type hints, annotate
enum O | 枚举 | enum
union-type V | 联合类型 | union type
var O | | var
js-declaration S | | const, let, var
semicolon-free V | | semicolon free
redux O | 状态管理 | redux
lodash O | | lodash
jquery O | | jquery
native V | 原生 标准库 | native, vanilla, standard library, stdlib
async O | 异步 异步代码 | async, await, asynchronous, promise, async await
then-chain O | 回调 | thenchain, callback
eslint O | | eslint, lint, linter
prettier O | | prettier
sql C | | sql
uppercase V | 大写 | uppercase, upper case, capital, caps
keyword S | 关键字 关键词 | keyword
gofmt O | | gofmt
yaml O | | yaml, yml
json V | | json
config S | 配置 配置文件 | config, configuration
openapi O | | openapi, swagger
api S | 接口 | api, endpoint
doc S | 文档 说明文档 | doc, docs, documentation, document, instruction, instructions
rate-limit O | 限流 | rate limit, throttle
weekly-report S | 周报 | weekly report
risk V | 风险 | risk
plan V | 计划 | plan
progress V | 进展 | progress
review O | 评审 审查 审核 代码评审 代码审查 cr | review, code review, reviews, reviewer, reviewers, reviewed, code reviews
pr S | 合并请求 合并请求 拉取请求 | pr, pull request, merge request, mr, pull requests, merge requests, prs, mrs
description V | 描述 | description
ci S | 持续集成 流水线 持续集成流水线 构建流水线 | ci, pipeline, continuous integration, continuous integration, build pipeline, ci checks, status checks, required checks
small V | 小 小而频繁 短小 大 拆小 | small, smaller, big, large, huge, tiny
split V | 拆 拆分 拆开 | split, break up, break into
reminder O | 提醒 提醒我 闹钟 | remind, reminder, reminders, remind me
water O | 喝水 | water, drink
dark-theme O | 深色 深色主题 暗色 | dark, dark theme, dark mode
server C | 服务器 服务 | server, service
notify O | 通知 告诉 | notify, notification, tell me, let me know
ops V | 运维 | ops, devops
interface-signature O | 签名 接口签名 | signature
public V | 公共 对外 公开 公开的 | public, publicly
abbreviation O | 缩写 全称 | abbreviation, acronym
first-use V | 第一次出现 首次出现 | first use
email S | 邮件 | email, mail
salutation O | 称呼 | salutation
we V | 我们 | we
paid O | 付费 | paid
recommend V | 推荐 | recommend
user C | 用户 | user
statement V | 语句 声明 | statement, declaration, !declarative
staging-verify V | 验证 | verify
idempotent O | 重复执行 幂等 | idempotent, rerun
chart S | 图表 坐标轴 画图 | axis, plot, chart
sleep O | | sleep
test-name O | 用例名 | test name
ide C | | vscode, =ide
identifier O | 中文变量名 标识符 | =identifier, =identifiers, non english identifier
correctness O | 写对 正确 正确性 | correctness, correct
fast V | 快 慢 | fast, slow
commented-out O | 注释掉 | commented out
auto-commit O | 自动提交 | commit automatically, auto commit
auto V | 自动 | automatic, automatically
review-wait V | 等我确认 | wait for my review
question-count O | 太多问题 | too many questions
magic-number O | 魔法数字 魔数 硬编码的数字 魔术数字 写死的数字 | magic number, magic numbers, hardcoded numbers
constant V | 常量 | constant
intro O | 铺垫 开篇 引言 开场白 | intro, introduction, opening paragraph, opening line, opening sentence
address-form O | 第二人称 人称 称呼 您 | second person, formal you
comma O | 逗号 | comma, oxford comma
bold O | 加粗 粗体 | bold
timeout O | 超时 超时时间 | timeout, time out, timeouts
retry O | 重试 重试次数 | retry, retries, retrying
limit V | 上限 限制 封顶 | bound, bounded, limit, cap
plan O | 方案 计划 | plan, propose, proposal
approve O | 同意 批准 审批 | approve, approval, sign off
destructive O | 危险 破坏性 覆盖 | destructive, dangerous, overwrite
breaking-change O | 破坏性变更 破坏性改动 破坏性修改 不兼容变更 不兼容改动 | breaking change, breaking changes, backwards incompatible change, backward incompatible change, incompatible change, incompatible changes
command S | 命令 指令 | command
single-purpose O | 只做一件事 单一职责 一件事 | single responsibility, single purpose, focused, do one thing, one thing
field S | 字段 列名 | field, column
select-star O | | selectstar
data V | 数据 | data
directness O | 直说 直接说 绕弯子 委婉 客气 拐弯抹角 | be direct, blunt, straightforward, sugarcoat
feedback S | 意见 反馈 | feedback
wording O | 文案 措辞 用词 | copy, wording
monorepo O | 单仓 | monorepo, workspace
global-variable O | 全局变量 | global variable, =globals
hardcode O | 写死 硬编码 写死在代码里 | hardcode, hard code, hardcoded, hard coded, hard-coded, hardcoding
environment-variable O | 环境变量 环境变量里 | environment variable, env var, env, environment variables, env vars
inheritance O | 继承 组合 | inheritance, composition, inherit
nesting O | 嵌套 提前返回 | nested, nesting, early return, return early
main-thread O | 主线程 阻塞 | main thread, block, !block, !blocks
slow-task V | 耗时 | expensive, slow, long running
encoding O | 编码 | encoding, utf 8, utf8
line-ending O | 换行符 | line ending, lf, crlf
changelog O | 更新日志 | changelog
semver O | 语义化版本 | semver, semantic version
doc-comment O | 文档注释 | doc comment, docstring, jsdoc
url O | | url, urls
citation O | 出处 引用 | cite, citation, quote source, cite a source, cite sources
screenshot S | 截图 | screenshot
singular-plural O | 单数 复数 | singular, plural
table-name S | 表名 | table name
approach O | 思路 打算怎么做 做法 方案思路 实现思路 计划怎么做 | your approach, plan of attack, how you will do it
option O | 选项 选择 让我选 由我决定 替我做决定 几个方案 多个方案 备选 | give me options, list options, list the options, several options, let me decide, let me choose, deciding for me, decide for me, trade offs, tradeoffs
fabricate O | 编 编造 瞎编 假装知道 不知道 胡编 编瞎话 捏造 乱编 | make up, making up, made up, fabricate, hallucinate, dont know, do not know, invent, invented, making things up, hallucination
understanding O | 理解 复述 | understanding, understand, restate, paraphrase
verify O | 验证 自测 自己跑 跑通 自己验证 自测一下 | verify, check it run, test it yourself, verified, verification, double check, sanity check
suggestion O | 建议 意见建议 提议 | suggestion, suggest, recommendation, advice, suggestions, recommendations, tips
beginner O | 初学者 新手 入门 基础 基础概念 小白 零基础 初级 | beginner, novice, newbie, basic, basics, junior, senior, beginners, newcomer, entry level, basics
link O | 链接 裸链接 超链接 网址 url链接 | link, hyperlink, bare url, links, hyperlinks
number-evidence O | 具体数字 数据支撑 带上数字 | figure, claim, back claims, evidence
number S | 数字 阿拉伯数字 具体数字 带上数字 | number, numbers, numeral, arabic numeral, digit
form V | 格式 形式 | 
limit V | 最多 太多 控制在 以内 不超过 | at most, top, no more than
parameter O | 参数 入参 形参 参数列表 | parameter, param, argument, arg, parameters, arguments, params, args
options-object O | 对象 options 对象 | options object, object parameter, parameter object
status-code O | 状态码 返回码 | status code, http status, status codes, response code
props O | | props, prop
type-definition O | 类型 类型定义 | type, types, type definition, typing
closing-question O | 还有什么可以帮你 进一步帮助 需不需要帮助 还需要 | anything else, can help, further help
arabic-numeral O | 阿拉伯数字 | arabic numeral
latex O | 公式 | latex, formula, math
log-level O | 日志级别 | log level
hash O | 哈希 加盐 明文 | hash, salt, salted, plain text, plaintext
latest-tag O | latest | latest tag, latest image, image latest
skip V | 跳过 | skip

`
