-- The mutation of scripts/bench-http.sh: embed X in the root N0 properly, then remove it, in one
-- script (7 statements) against a session built by scripts/perf/session_tree.py. The session is
-- left as it was, so every request does the same work.
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain"
wrk.body = "N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nX.didMove(toParent: N0)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()"
