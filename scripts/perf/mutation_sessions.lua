-- The mutation of mutation.lua spread over several sessions: wrk's arguments after `--` are the
-- session paths (`/v1/sessions/ID/script?...`), and each request goes to the next one in turn,
-- so at 32 connections every session has about 4 requests in flight (issue 17's "8 sessions at
-- 32 connections").
-- Each path's request is formatted once, in init: wrk.format builds the request line, headers
-- and body in Lua, which costs wrk a microsecond a request; the one-session and C runs use a
-- request wrk formats once as well, so the client does the same work per request in all three.
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain"
wrk.body = "N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nX.didMove(toParent: N0)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()"

local requests = {}
local next_request = 0
function init(args)
  for _, path in ipairs(args) do table.insert(requests, wrk.format(nil, path)) end
  if #requests == 0 then error("mutation_sessions.lua: pass the session paths after --") end
end

function request()
  next_request = next_request % #requests + 1
  return requests[next_request]
end
