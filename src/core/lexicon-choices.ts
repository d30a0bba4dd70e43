// Choices that rules set against each other, as lexicon concepts in both languages (issue 19,
// ground15): loops / vectorized operations (循环 / 向量化), a connection pool / a new connection
// per call (连接池 / 每次新建连接), sync / async (同步 / 异步), mutable / immutable (可变 / 不可变),
// inline / extracted (内联 / 抽离), global / local scope (全局 / 局部), public / private (公开 /
// 私有). Each side is its own concept, so a text in one language meets the other language's word
// for the same side (topic and claim sides, sides-across.ts), and OPPOSED_CHOICES says which two
// concepts are the two sides of one choice (antonyms.ts): "Prefer explicit loops over vectorized
// operations" chooses what "性能上优先用向量化运算，不要写循环" turns away from. The table has
// lexicon-table.ts's format and is read with it (lexicon.ts); concepts already there (loop,
// async, public, inheritance …) get only their missing words here.

// id class | Chinese terms (space-separated) | English phrases (comma-separated)
export const CHOICE_TABLE = `
loop O | 显式循环 命令式循环 | explicit loop, explicit loops, for loop, for loops, imperative loop, imperative loops
vectorized O | 向量化 矢量化 向量化运算 向量化操作 | vectorized, vectorised, vectorization, vectorisation, vectorize, vectorise, vector operations
connection-pool O | 连接池 池化 | connection pool, connection pooling, =pooling, =pooled, database pool, db pool, pool connections
new-connection O | 新建连接 新连接 新开连接 新建一个连接 新开一个连接 新建数据库连接 新建一个数据库连接 | new connection, fresh connection, new connections, fresh connections, new db connection, fresh db connection, new database connection, fresh database connection, connection per request, connection per call
connection S | 连接 连接池 新建连接 新连接 新开连接 新建一个连接 新开一个连接 新建数据库连接 新建一个数据库连接 | connection, connections, connection pool, new connection, fresh connection, new connections, fresh connections, new db connection, fresh db connection, new database connection, fresh database connection
database S | 新建数据库连接 新建一个数据库连接 | new db connection, fresh db connection, new database connection, fresh database connection
reuse V | 复用 重用 | reuse, reused, reusing
new-instance V | 新建 新开 重新创建 每次创建 | new instance, fresh instance, new instances, new client, fresh client, new one each time, instantiate a new, create a new
synchronous O | 同步调用 同步代码 同步方法 同步接口 同步的 同步执行 同步写法 同步阻塞 | synchronous, synchronously, =sync
api S | 同步接口 | 
code C | 同步代码 | 
async O | | asynchronously
mutable O | 可变 可变的 | mutable, mutability
immutable O | 不可变 不可变的 | immutable, immutability, immutably
inline O | 内联 行内 写在行内 | inline, inlined, inlining
extracted V | 抽离 抽出 抽出来 抽到 抽成 抽取 提取到 单独文件 独立文件 单独的文件 | extract, extracted, separate file, separate files, own file, its own file, separate module, move out
global-scope S | 全局 全局的 全局作用域 全局变量 | global, globally, =globals, global scope, global variable, global variables
local-scope S | 局部 局部的 局部作用域 局部变量 | local scope, local variable, local variables, locally scoped
public V | 公有 公有的 公开为 | 
private V | 私有 私有的 | private, privately
recursion O | 递归 | recursion, recursive, recursively
order-first V | 第一行 首行 | first line
ending V | 最后一行 末行 | last line
server-rendering O | 服务端渲染 服务器端渲染 | ssr, server side rendering, server rendering, server rendered
client-rendering O | 客户端渲染 | csr, client side rendering, client rendering, client rendered
real-dependency V | 真实数据库 真实的数据库 真库 真实服务 真实的服务 真实接口 | real database, real db, actual database, live database, real service, real services, real api, real dependencies
database S | 真实数据库 真实的数据库 真库 | real database, real db, actual database, live database
throw-exception O | 抛异常 抛出异常 抛错 | throw, throws, throwing, throw exceptions, raise exceptions, raise an exception
error-code O | 错误码 错误代码 | error code, error codes
`

/**
 * The two sides of one choice, by concept id: a judgment that chooses one where the user chose the
 * other swaps the user's choice (antonyms.ts), in whichever language each is written.
 */
export const OPPOSED_CHOICES: ReadonlyArray<readonly [string, string]> = [
  ['loop', 'vectorized'],
  ['connection-pool', 'new-connection'],
  ['synchronous', 'async'],
  ['mutable', 'immutable'],
  ['inline', 'extracted'],
  ['global-scope', 'local-scope'],
  ['public', 'private'],
  ['order-first', 'ending'],
  ['server-rendering', 'client-rendering'],
  ['reuse', 'new-instance'],
  ['reuse', 'new-connection'],
  ['mock', 'real-dependency'],
  ['throw-exception', 'error-code'],
]
