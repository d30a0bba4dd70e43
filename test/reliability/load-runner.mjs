// Runs autocannon in its own process (so the load generator does not share the measured host's
// event loop or heap) and prints one JSON line with the figures. Used by load.test.ts.
//   node load-runner.mjs '{"url":"http://127.0.0.1:N","mode":"list"|"mutate","duration":10,"connections":50,"ids":[...]}'
import autocannon from 'autocannon'

const options = JSON.parse(process.argv[2])
const headers = { 'X-DSH-Mirror': '1' }

function requestsFor(mode, ids) {
  if (mode === 'list') return [{ method: 'GET', path: '/dsh-mirror/api/judgments' }]
  // Each connection takes a live id from the pool, revokes it, restores it and gives it back, so
  // no two connections ever touch the same judgment and every request must succeed.
  const pool = [...ids]
  return [
    {
      method: 'POST',
      headers,
      setupRequest(req, context) {
        context.id = pool.shift()
        return { ...req, path: `/dsh-mirror/api/judgments/${context.id}/revoke` }
      },
    },
    {
      method: 'POST',
      headers,
      setupRequest(req, context) {
        return { ...req, path: `/dsh-mirror/api/judgments/${context.id}/restore` }
      },
      onResponse(_status, _body, context) {
        pool.push(context.id)
      },
    },
  ]
}

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.duration,
  timeout: 10,
  requests: requestsFor(options.mode, options.ids ?? []),
})

console.log(JSON.stringify({
  mode: options.mode,
  connections: options.connections,
  duration: result.duration,
  requestsTotal: result.requests.total,
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  latencyMax: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes: result.statusCodeStats,
}))
