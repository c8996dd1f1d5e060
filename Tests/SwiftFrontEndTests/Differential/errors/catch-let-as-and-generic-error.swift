// catch let e as Type, and a final catch binding `error`.
enum NetworkError: Error {
    case timeout(seconds: Int)
    case offline
}

struct ParseError: Error {
    let line: Int
    let message: String
}

func load(_ step: Int) throws -> String {
    switch step {
    case 0: return "ok"
    case 1: throw NetworkError.timeout(seconds: 30)
    case 2: throw ParseError(line: 7, message: "unexpected token")
    default: throw NetworkError.offline
    }
}

for step in 0...3 {
    do {
        let result = try load(step)
        print("step \(step): \(result)")
    } catch let e as ParseError {
        print("step \(step): parse error at line \(e.line): \(e.message)")
    } catch let e as NetworkError {
        print("step \(step): network error \(e)")
    }
    catch {
        print("step \(step): other \(error)")
    }
}
