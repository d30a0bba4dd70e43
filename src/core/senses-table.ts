// The words rules use for one meaning, in English and Chinese (issue 19, session 10): one line per
// meaning, English words (stemmed when the table is built) before the bar, Chinese words after it.
// Drawn from the most frequent content words of 6,166 rule lines other people wrote
// (../shared/corpora, CC0; the 700 most frequent stems cover three quarters of their words), each
// with the Chinese words rules write for it. Only for the grounding gate (senses.ts): a line here
// never joins two topics for the matcher, so it cannot merge two rules. A line lists words that
// say the same thing in a rule, never merely related words: `unit` and `integration` are two
// lines, so a swapped object still reads as unsaid. Chinese words have two characters or more.

// english words | chinese words
export const SENSE_TABLE = `
implement implementation | 实现 实作
function functions | 函数 方法
method | 方法 函数
component | 组件 控件
test tests testing | 测试 单测
data | 数据 资料
type types typing | 类型 类别
file | 文件 档案
name naming | 命名 名字 名称
error errors | 错误 报错 异常
exception | 异常 例外
handle handling handler | 处理 处置
follow adhere | 遵循 遵守 按照 依照
variable | 变量
user | 用户 使用者
optimize optimization | 优化
performance | 性能 效率
manage management | 管理
response | 响应 返回值 应答 返回
route routing router | 路由
validate validation verify verification check | 验证 校验 检查 核对 检验
create | 创建 新建 生成
server | 服务器 服务端
logic | 逻辑
structure structured | 结构 组织
document documentation docs | 文档 说明
query queries | 查询
operation interaction manipulate manipulation | 操作 操纵
feature features functionality | 功能 特性
style styling | 样式 风格
change changes modify | 修改 改动 更改 变更 变动
return returns returned | 返回 返还
result results outcome | 结果
conclusion conclusions verdict | 结论
project | 项目 工程
pattern | 模式
load loading | 加载 载入 引入
ensure guarantee | 确保 保证
model | 模型
object | 对象
access | 访问 存取
provide | 提供
interface api apis | 接口
dependency dependencies | 依赖
client | 客户端
define definition | 定义
case | 情况 场景 用例
specific | 具体 特定
store storage | 存储 存放 保存
action | 动作 操作
import | 导入 引入
clear clearly clarity | 清晰 清楚 明确
generate | 生成
require requirement | 要求 需求
app application | 应用 程序
input | 输入
convention conventional scheme | 约定 惯例 规范
maintain maintainable maintainability | 维护 可维护
integrate integration | 集成 整合
log logging logger | 日志 记录 上报
value | 值 取值
consistent consistency | 一致 统一
request | 请求
custom customize | 自定义 定制
design | 设计
image | 图片 图像 镜像
directory folder | 目录 文件夹
task job | 任务
control | 控制
descriptive | 描述性 有意义
module | 模块
service | 服务
build | 构建 编译 打包
context | 上下文 语境
concise brief | 简洁 简短 精简 简明
add | 添加 增加 加上 新增
secure security | 安全
parameter param argument | 参数 形参 实参
cache caching | 缓存
declare declaration | 声明
database | 数据库
package | 包 依赖包 软件包
fetch fetching | 获取 拉取 抓取 取数
complex complicated | 复杂
example | 示例 例子 样例
practice | 实践 做法
run execute launch | 运行 执行 跑 启动
call calls invoke | 调用 接口
minimize fewer | 最小化 尽量少 减到最少
version versioning | 版本
necessary needed need | 必要 需要
prefer favor | 优先 偏好 首选 倾向
framework | 框架
library | 库
possible feasible potentially possibly | 可能 可行 尽可能
format formatting | 格式 格式化
efficient efficiency | 高效 效率
separate separately | 分开 单独 独立 分离 分别
update refresh | 更新
size | 大小 尺寸 体积
comment | 注释 评论
render rendering | 渲染
unit | 单元 单测
process processing | 处理 流程
standard | 标准 规范
path | 路径
environment env | 环境
block blocking | 阻塞
mutate mutation | 修改 变更 突变
extension | 扩展 扩展名 后缀
key | 键 密钥
message | 消息 信息
async asynchronous | 异步
program programming | 编程 程序
interactive interact interaction | 交互 打交道
static | 静态
critical | 关键
organize organized | 组织 整理
modular modularity | 模块化
event | 事件
time | 时间
content | 内容
reusable reuse | 复用 可复用 重用
lazy lazily | 懒加载 延迟 惰性
existing | 现有 已有 既有 原有
effective effectively | 有效
share shared | 共享 共用
form | 表单
schema | 模式 结构定义
boundary | 边界
production prod | 生产 线上
properly correctly correct proper | 正确 恰当 妥善
option | 选项
setup configure configuration config | 配置 设置
conditional condition | 条件
single | 单个 单一
search | 搜索 查找
hook | 钩子
token | 令牌 词元
pass | 传递 传入
authenticate authentication auth | 认证 鉴权 身份验证 登录
authorization | 授权 权限
string | 字符串
start begin | 开始 开头 启动
improve enhance | 改进 提升 提高 改善
limit | 限制 上限
public | 公开 公共
small minimal | 小型 小的
global | 全局
unnecessary | 不必要 多余 没必要
simple simplicity | 简单
reference | 引用 参考
safe safety | 安全
line | 行数
source | 源码 来源
explicit explicitly specifically | 显式 明确
workflow | 工作流 流程
output | 输出
field | 字段
principle | 原则
dynamic | 动态
prop props | 属性
helper | 辅助 工具函数
tool tools | 工具
middleware | 中间件
syntax | 语法
system | 系统
map mapping | 映射
property | 属性
readable readability | 可读 易读 可读性
statement | 语句
prioritize priority | 优先 优先级
template | 模板
behavior | 行为
layout | 布局
suggest suggestion | 建议
pure | 纯
layer | 层
script | 脚本
local locally | 本地
deploy deployment | 部署
duplicate duplication copy copies copying | 重复
index | 索引
commit | 提交
approach | 方法 方式
large massive huge big | 大型 大量 大规模
level | 级别 层级 水平
resource | 资源
protect protection | 保护 防护
enum | 枚举
color | 颜色 配色
constant | 常量
expect expected | 期望 预期
command | 命令 指令
complete completion | 完成 补全 完整
strategy | 策略
backend | 后端
text | 文本 文字
handler | 处理器 处理函数
main | 主要
date datetime | 日期 日期时间
external | 外部
accurate accuracy | 准确 精确
core | 核心
initialize init | 初始化
focus focused | 专注 聚焦 关注
instruction instruct instructed | 指令 指示 要求
view | 视图
scope scoped | 作用域 范围
entity | 实体
related | 相关
detail | 细节 详情
table | 表格 数据表
inside | 内部 里面
fix | 修复 修正
issue bug | 问题 缺陷 故障
comprehensive thorough | 全面 完整 详尽
multiple several | 多个 多种 倍数
split break | 拆分 切分 拆成 拆开
read reads reading | 读取 阅读 读写 读懂
number | 数字 数量
status | 状态
monitor monitoring | 监控
inject injection | 注入
null | 空值
setting | 设置
group | 分组
difference | 差异 区别
mode | 模式
guard | 守卫
memory | 内存
debug debugging | 调试
available | 可用
lowercase | 小写
compute computed | 计算
iterate iteration | 迭代 遍历
connect connection | 连接
strict strictly | 严格
report | 报告 报表
compose composition | 组合
order ordering | 顺序 排序
prevent avoid | 防止 避免
select | 选择
early | 提前 尽早 早停
automatic automatically auto | 自动
element | 元素
usage | 用法 使用
secret | 密钥 机密
header | 头部 请求头
information info | 信息
nested | 嵌套
network | 网络
branch | 分支
section | 章节 部分
wrap wrapping wrapped | 包装 封装 包裹 包起来 包围
clean cleanup | 清理 整理
repository repo | 仓库
language | 语言
match matching | 匹配
space | 空格
loop | 循环
cycle cycles cyclic | 循环 环路
notebook notebooks | 笔记本
array | 数组
identify | 识别 找出
transform | 转换 变换
sensitive | 敏感
analyze analysis analyst | 分析
annotation | 注解 标注
approve approved approval | 批准 同意 审批
frontend | 前端
runtime | 运行时
session | 会话
link | 链接
compatible compatibility | 兼容
reduce fewer | 减少 降低 更少
fallback | 兜底 回退 降级
architecture | 架构
list | 列表 列出
prefix | 前缀
filter | 过滤 筛选
long | 长的 冗长
root | 根目录
semantic | 语义
tag | 标签
install | 安装
reactive | 响应式
extract | 提取 抽取 抽出
mock | 模拟
background | 后台
concern | 关注点
rule | 规则
track tracking | 跟踪 追踪
register | 注册
missing | 缺失 缺少
assert assertion check checks | 断言
describe description | 描述
raw | 原始 原生
pipeline | 流水线 管道
chain combine | 链式 串联
ask asked request requested | 询问 问我 请示
permission | 许可 权限 允许
similar | 类似 相似
review | 审查 审阅 评审
browser | 浏览器
current | 当前 目前
inline | 内联 行内
plan | 计划 规划
account | 账号 账户
failure fail failed | 失败
coverage | 覆盖率
endpoint | 端点 接口
robust robustness | 健壮 稳健
guideline guide | 准则 指南 规范
flow | 流程
attribute | 属性
metric | 指标
target | 目标
expose | 暴露 泄露 泄漏 外泄
helpful useful handy | 有用 有帮助 方便
real | 真实
channel | 通道 频道
platform | 平台
meaningful | 有意义
agent | 代理 智能体
solution | 方案 解决方案
private | 私有
problem | 问题
pagination paginate | 分页
active | 活跃 激活
persist persistent | 持久 持久化
transaction | 事务 交易
short | 简短 短小
mobile | 移动端 手机
merge | 合并
repeat repeated | 重复
understand | 理解 明白
schedule scheduler | 调度 排期
infer inference | 推断 推理
feedback | 反馈
zero | 零
catch | 捕获
delete remove | 删除 删掉 移除
outside | 外部 以外 之外 外面
subscribe subscription | 订阅
redirect | 重定向 跳转
hardcode hardcoded | 硬编码 写死
modern latest newest | 现代 最新
common | 常见 通用
move | 移动 搬到 抽到 挪到 移到 放到
fully | 完全 完整
thread | 线程
friendly | 友好
answer reply respond | 回答 回复
keyword | 关键字 关键词
expression | 表达式
collection | 集合
training train | 训练
final | 最终
preference | 偏好
hash | 哈希 散列
inheritance inherit | 继承
decision decide | 决定 决策
instance | 实例
transition | 过渡 转场
plugin | 插件
capability | 能力
stack | 技术栈 堆栈
abstraction abstract | 抽象
metadata | 元数据
sanitize | 清洗 净化 过滤
vulnerability | 漏洞
latest | 最新
send | 发送
stable | 稳定
column | 列
otherwise | 否则
simulate | 模拟
team | 团队
constructor | 构造函数 构造器
widget | 组件 控件
invalid | 无效 非法
scalable scalability | 可扩展 扩展性
prompt | 提示词 提示
factory | 工厂
lifecycle | 生命周期
constraint | 约束
proxy | 代理
isolate isolated isolation | 隔离
replace | 替换 取代 换成
algorithm | 算法
timestamp | 时间戳
native | 原生
role | 角色
confirm confirmation | 确认 问清楚 先问
already | 已经
unrelated | 无关
high | 高的
primitive | 原始类型 基本类型
migration migrate | 迁移
empty | 空的
flexible flexibility | 灵活
relationship | 关系
primary | 主要
payment | 支付
recommend recommended | 推荐 建议
folder | 文件夹 目录
absolute | 绝对
union | 联合
explain explanation tell | 解释 说明 告诉 讲清楚 写清楚
signature | 签名
letter | 字母
docstring | 文档字符串
priority | 优先级
hint | 提示
warning warn | 警告
carefully careful | 仔细 小心 谨慎
window | 窗口
throw | 抛出
refactor | 重构
immediately | 立即 马上
third | 第三方
enforce | 强制
scale | 扩展 扩容
cost | 成本 开销
quality | 质量
convert turn | 转换 转成 转为
entry | 入口
batch | 批量 批处理
edit | 编辑
visible | 可见
write writes | 编写 撰写 读写
unique | 唯一
compile | 编译
sync synchronization | 同步
concurrency concurrent | 并发
extend | 扩展 继承
manual manually | 手动 手工
trigger | 触发
dark | 暗色 深色
light | 浅色 亮色
step | 步骤
atomic | 原子 原子化
cleanup | 清理
wrap | 包装 包起来
verify | 核实
explicit | 明确
learning | 学习
rate | 速率 学习率 比率 频率
stop stopping | 停止 早停
contain include | 包含 包括
immutable immutability | 不可变
mutable | 可变
responsive | 响应式
accessible accessibility | 无障碍 可访问
lazy | 懒
query | 查询
container | 容器
screen | 屏幕
orchestration orchestrate | 编排
reason reasoning | 推理 推断
deterministic | 确定性
optimistic | 乐观
poll polling | 轮询
skeleton | 骨架屏
spinner | 加载动画
destructive | 破坏性
scene | 场景
cryptic obscure | 晦涩 难懂
abbreviation abbreviate | 缩写
pending | 等待 待定
minimal minimum | 最少 最小 尽量少
maximum | 最多 最大
strict | 严格
idiom idiomatic | 惯用 地道
immediate | 即时
overwrite | 覆盖 覆写
append | 追加
note | 笔记 备注
reply | 答复
clarify unclear | 问清楚 不清楚 不明白
controller | 控制器
schedule scheduling | 调度 计划
empty blank | 空的 留空 为空
diagnostic diagnosis | 诊断
meaning mean | 含义 意思
next | 下一步
lint linter linting | 代码检查 静态检查
acceptance | 验收
process processes multiprocess multiprocessing | 进程
slow | 耗时 费时 缓慢
part place | 部分 地方 之处
change modify | 只动 只改
accidental accidentally unintentionally inadvertently | 无意 不小心 无意中
fake | 伪造 假的
stub | 桩 存根
spy | 间谍
fixture | 夹具 固件
queue | 队列
cron | 定时任务
benchmark benchmarking | 基准测试 跑分
fuzz fuzzing | 模糊测试
texture | 纹理 贴图
direct directly straight | 直接
unchanged as-is | 原样 不变
verify check confirm | 核实 检查 看看 看一下
state | 状态
code codes | 代码
developer | 开发者 开发人员
edge | 边缘 边界情况
base | 基础 基类
web | 网页 前端页面
side | 一侧 一边 一方 副作用
effect effects | 副作用 效果
support supported | 支持
domain | 领域 域名
technical | 技术
business | 业务
work workspace | 工作 工作区
open | 打开 开放
purpose | 目的 用途
full whole entire | 完整 全部 整个
free | 免费 无 自由
experience | 体验 经验
internal | 内部
alignment align | 对齐 一致
guide | 指南 引导
steer | 引导 操控
fast quick | 快速
label | 标签
title | 标题
max | 最大 上限
preview | 预览
cross | 跨
post | 发布 帖子
word words | 单词 词语 用词
chart | 图表
frequent frequently often | 经常 频繁
relevant | 相关
override | 覆盖 重写
record | 记录
dataset | 数据集
worker | 工作线程 工人
vector | 向量
technique | 技巧 技术
automate automated | 自动化
row | 行
incremental | 增量
credential | 凭据 凭证
grid | 网格
scan scanning | 扫描
top | 顶部 最上面
wait | 等待
protocol | 协议
card | 卡片
low | 低
animation animate | 动画
member | 成员
assignment assign | 赋值 分配
engineer engineering | 工程 工程师
save saving | 保存 存盘
allow | 允许
heavy | 重量级 繁重
callback | 回调
determine | 确定 判断
wrapper | 包装器 封装
inspect | 检查 查看
look | 查看 看看
programmatic programmatically | 程序化 编程方式
stale | 过期 陈旧
unknown | 未知
password | 密码
find | 查找 找到
evaluate evaluation | 评估
registry | 注册表 镜像源
skip | 跳过
placeholder | 占位符 占位
intent intention | 意图
transfer | 传输 转移
expensive costly | 昂贵 开销大 耗资源
interval | 间隔
pin pinned | 固定 锁定版本
graceful gracefully | 优雅
indicator | 指示器
timer | 定时器 计时器
underscore | 下划线
communicate communication | 通信 沟通
significant | 重大 显著
signal | 信号
assume assumption | 假设 假定
boolean | 布尔
leak | 泄漏 泄露
namespace | 命名空间
variant | 变体
timeout | 超时
reset | 重置
admin administrator | 管理员 后台
easy | 容易 简单
font | 字体
sparingly | 少用 节制
click | 点击
pull | 拉取
device | 设备
success successful | 成功
login | 登录
calculate calculation | 计算
tree | 树
ignore | 忽略 无视 视而不见
impact | 影响
tab | 标签页 制表符
email | 邮件 邮箱
defer | 延迟 推迟
summary summarize | 总结 摘要 概括
imperative | 祈使 祈使句 祈使语气
tense | 过去式 过去时 时态
item | 条目 项目
last | 最后
continue | 继续
video | 视频
conversation chat | 对话 会话 聊天
encapsulate | 封装
getter | 取值器
lock | 锁
keyboard | 键盘
official | 官方
hardware | 硬件
numeric | 数值 数字
deep deeply | 深层 深度
margin | 边距 外边距
contrast | 对比度 对比
hydration | 水合
typo | 拼写错误 笔误
simplify | 简化
preserve keep | 保留 保持
deprecated deprecate | 废弃 弃用 过时
policy | 策略 政策
latency | 延迟 时延
unexpected | 意外 意料之外
privilege | 权限 特权
adapter | 适配器
publish | 发布
indentation | 缩进
codebase | 代码库
promise | 承诺
retrieve | 检索 获取
category | 分类 类别
flag flags | 标志 开关 参数
parse parsing | 解析
violation violate | 违反 违规
original | 原始 原来
procedure | 过程 存储过程
release | 发布 发版
cloud | 云
question | 问题 提问
padding | 内边距 填充
icon | 图标
prose | 散文 行文
builder | 构建器
eliminate | 消除
markdown | 标记
easier | 更容易
decorative | 装饰性 装饰
advanced | 高级
regular regularly | 定期 经常
hover | 悬停
length | 长度
hierarchy | 层级 层次
detect | 检测
hard | 困难
infrastructure | 基础设施
implicit | 隐式
range | 范围 区间
tune tuning | 调优 调参
weight | 权重
mix | 混合 混用
editor | 编辑器
draw | 绘制 画
redundant redundancy | 冗余 多余
entire whole | 整个 全部
dedicated | 专用 专门
chunk | 分块
character | 字符
dictionary dict | 字典
screenshot | 截图
regression | 回归
stage staging | 阶段 预发
width | 宽度 定宽
binary | 二进制
artifact | 产物 构件
height | 高度
typography font fonts | 排版 字体
todo | 待办
guess guessing | 猜测 瞎猜
caution cautious | 谨慎 小心
measure | 测量 度量
omit | 省略 略去
plain | 纯 普通
second | 第二
precise | 精确
position | 位置
remain | 保持 仍然
invariant | 不变量
draft | 草稿
health | 健康
shell | 终端 命令行
obvious | 明显
aggregate | 聚合
baseline | 基线 基准
compare comparison | 比较 对比
count | 计数 数量
choice choose | 选择
alternative | 替代 替代方案
display | 显示 展示
loss | 损失
panel | 面板
trivial | 琐碎 简单的
pointer | 指针
truth | 真相 真实来源
hide hidden | 隐藏
address | 地址
flat | 扁平
retry | 重试
breakpoint | 断点
recent | 最近
integer | 整数
literal | 字面量
macro | 宏
reliable reliability trustworthy | 可靠 可靠性 靠谱 可信
join | 连接 联表
ownership owner | 所有权 所有者
own owns owned owning | 持有 拥有
buffer | 缓冲
criteria criterion | 标准 条件
distinct | 不同 独特
filename | 文件名
concrete | 具体
goal | 目标
upload | 上传
anonymous | 匿名
predictable | 可预测
boilerplate | 样板代码 模板代码
destructure | 解构
refresh | 刷新
unused | 未使用 没用到
sort sorting | 排序
button | 按钮
rewrite | 重写 改写
remote | 远程
offline | 离线
virtual | 虚拟
suitable appropriate | 合适 适当 恰当
shape | 形状
alias | 别名
ambiguous | 歧义 含糊
total | 总计 总数
wrong | 错误的 不对
apologize apology | 道歉
clone | 克隆
readonly | 只读
central centralized | 集中
independent independently | 独立
evidence | 证据
mistake | 错误 失误
later | 以后 稍后
identical | 相同 一模一样
mutex | 互斥锁
driver | 驱动
interrupt irq | 中断
estimate estimation | 估算 估计
upper uppercase | 大写
exceed | 超过 超出
equality equal | 相等
collision | 碰撞 冲突
pause | 暂停
payload | 载荷
unsafe | 不安全
dimension | 维度 尺寸
console | 控制台
cast casting | 类型转换 强转
troubleshoot troubleshooting | 排查 排错
expert | 专家
singleton | 单例
overload overloading | 重载
partial | 部分
palette | 调色板
vague | 模糊 含糊
listener | 监听器
broken | 损坏 坏掉
ratio | 比例 比率 倍数
fixed | 固定 定宽
realtime | 实时
put place | 放进 放在 写在 放到 放入
hang hangs freeze unresponsive stuck | 卡住 卡死 无响应 没反应
accelerate | 加快 加速
bypass circumvent | 绕过 绕开
quick brief | 快速 简短
biometric biometrics | 生物识别
progressive | 渐进 渐进式
enhance enhancement | 增强
typescript ts |
kubernetes k8s |
javascript js |
// Issue 19 (near23): everyday words of rules and their translations that near-held paraphrases lacked.
attempt try | 尝试 试着
temporary temp | 临时
integer int | 整型
money monetary | 金额 金钱
amount | 金额 数额
invest investment | 投资
news | 新闻 资讯
lag delay | 滞后 延后
especially particularly | 尤其 特别是
market | 市场 行情
limitation | 局限 局限性
polite politely courteous | 礼貌 客气
reasonable sensible | 合理
idea viewpoint | 观点 想法 点子
easy easily | 便于
scan skim scannable | 浏览 速览
builtin built-in built | 内置 自带
extra additional | 额外 附加
colocate colocated colocation alongside beside next | 同目录 就近 旁边 放在一起
state | 说明 说清楚 讲明 写清楚 写明 注明
explicitly clearly | 说清楚 讲清楚 说明白
`
