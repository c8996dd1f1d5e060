-- The mutation of mutation.lua spread over several sessions: wrk's arguments after `--` are the
-- session paths (`/v1/sessions/ID/script?...`), and each request goes to the next one in turn,
-- so at 32 connections every session has about 4 requests in flight (issue 17's "8 sessions at
-- 32 connections").
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain"
wrk.body = "N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nX.didMove(toParent: N0)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()"

local paths = {}
local next_path = 0
function init(args)
  for _, path in ipairs(args) do table.insert(paths, path) end
  if #paths == 0 then error("mutation_sessions.lua: pass the session paths after --") end
end

function request()
  next_path = next_path % #paths + 1
  return wrk.format(nil, paths[next_path])
end
