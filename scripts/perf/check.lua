-- Appended to every wrk script of scripts/perf/common.sh (wrk_script): counts responses outside
-- 2xx in each thread (wrk itself only counts status > 399) and, when wrk is done, prints one line
-- that wrk_run parses:
--   check: requests=N duration_us=N non2xx=N connect=N read=N write=N timeout=N p50_us=N p99_us=N statuses=CODE:N,...
local perf_threads = {}
function setup(thread)
  table.insert(perf_threads, thread)
  if perf_setup then perf_setup(thread) end
end

non2xx = 0
statuses = ""
local perf_counts = {}
function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
    perf_counts[status] = (perf_counts[status] or 0) + 1
    local parts = {}
    for code, count in pairs(perf_counts) do table.insert(parts, code .. ":" .. count) end
    statuses = table.concat(parts, ",")
    if non2xx <= 3 then io.stderr:write("non-2xx response " .. status .. ": " .. string.sub(body or "", 1, 300) .. "\n") end
  end
  if perf_response then perf_response(status, headers, body) end
end

function done(summary, latency, requests)
  local bad, byCode, codes = 0, {}, {}
  for _, thread in ipairs(perf_threads) do
    bad = bad + (thread:get("non2xx") or 0)
    for code, count in string.gmatch(thread:get("statuses") or "", "(%d+):(%d+)") do
      byCode[code] = (byCode[code] or 0) + tonumber(count)
    end
  end
  for code, count in pairs(byCode) do table.insert(codes, code .. ":" .. count) end
  -- A request script may name its own per-thread counters in perf_counters; their sums follow.
  if perf_counters then
    local parts = {}
    for _, name in ipairs(perf_counters) do
      local total = 0
      for _, thread in ipairs(perf_threads) do total = total + (thread:get(name) or 0) end
      table.insert(parts, name .. "=" .. total)
    end
    io.write("counts: " .. table.concat(parts, " ") .. "\n")
  end
  local e = summary.errors
  io.write(string.format(
    "check: requests=%d duration_us=%d non2xx=%d connect=%d read=%d write=%d timeout=%d p50_us=%d p99_us=%d statuses=%s\n",
    summary.requests, summary.duration, bad, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), table.concat(codes, ",")))
end
