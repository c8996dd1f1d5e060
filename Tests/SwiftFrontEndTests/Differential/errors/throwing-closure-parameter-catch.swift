// A throwing closure stored with a name and called inside do/catch; each step
// that throws is reported and the pipeline goes on.
enum StepError: Error {
    case skipped(String)
}

class Pipeline {
    var steps: [(String, (Int) throws -> Int)] = []

    func add(_ name: String, _ step: @escaping (Int) throws -> Int) {
        steps.append((name, step))
    }

    func run(_ input: Int) -> Int {
        var value = input
        for (name, step) in steps {
            do {
                value = try step(value)
                print("\(name): \(value)")
            } catch StepError.skipped(let why) {
                print("\(name): skipped (\(why))")
            } catch {
                print("\(name): failed")
            }
        }
        return value
    }
}

let pipeline = Pipeline()
pipeline.add("double") { $0 * 2 }
pipeline.add("halve-odd") { v in
    if v % 2 == 0 { throw StepError.skipped("\(v) is even") }
    return v / 2
}
pipeline.add("add-one") { $0 + 1 }
print(pipeline.run(5))
print(pipeline.run(0))
