-- The mixed load of scripts/soak.sh. Run with as many threads as connections (-tN -cN): each wrk
-- thread then drives one connection, strictly request/response, through this cycle:
--   keep SESSIONS sessions of its own (POST /v1/sessions, the id read from the 201);
--   the first script on a session makes a visible root with a child to embed, every later one
--   embeds the child and removes it again (the bench-http.sh mutation);
--   between scripts, GET /healthz and now and then GET the session;
--   after SCRIPTS scripts a session is deleted (DELETE, 204) and a new one created.
-- So the service sees creates, scripts, reads and deletes at a steady rate and, if nothing leaks,
-- holds a constant number of sessions (threads x SESSIONS).
local SESSIONS, SCRIPTS = 3, 20
local setup_script = "let P = UIViewController()\nwindow.rootViewController = P\nlet C = UIViewController()\nlet D = UIViewController()\nP.addChild(D)\nP.view.addSubview(D.view)\nD.didMove(toParent: P)"
local mutation = "P.addChild(C)\nP.view.addSubview(C.view)\nC.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nC.didMove(toParent: P)\nC.willMove(toParent: nil)\nC.view.removeFromSuperview()\nC.removeFromParent()"
local text = { ["Content-Type"] = "text/plain" }

perf_counters = { "creates", "scripts", "reads", "deletes", "healthz" }
creates, scripts, reads, deletes, healthz = 0, 0, 0, 0, 0

local sessions = {}   -- { id = "...", scripts = n }
local turn = 0
local pending = nil   -- what the request in flight was: "create" or nil

function request()
  turn = turn + 1
  if #sessions < SESSIONS then
    pending = "create"
    creates = creates + 1
    return wrk.format("POST", "/v1/sessions")
  end
  pending = nil
  if turn % 2 == 0 then
    healthz = healthz + 1
    return wrk.format("GET", "/healthz")
  end
  local session = sessions[1 + math.floor(turn / 2) % #sessions]
  if session.scripts >= SCRIPTS then
    for i, s in ipairs(sessions) do if s == session then table.remove(sessions, i) break end end
    deletes = deletes + 1
    return wrk.format("DELETE", "/v1/sessions/" .. session.id)
  end
  if turn % 7 == 0 then
    reads = reads + 1
    return wrk.format("GET", "/v1/sessions/" .. session.id)
  end
  session.scripts = session.scripts + 1
  scripts = scripts + 1
  local body = session.scripts == 1 and setup_script or mutation
  return wrk.format("POST", "/v1/sessions/" .. session.id .. "/script", text, body)
end

function perf_response(status, headers, body)
  if pending == "create" then
    pending = nil
    local id = status == 201 and string.match(body, '"id":"([^"]+)"')
    if id then table.insert(sessions, { id = id, scripts = 0 }) end
  end
end
