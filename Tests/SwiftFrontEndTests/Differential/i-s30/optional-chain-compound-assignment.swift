// A compound assignment through an optional chain does nothing where the chain breaks.
struct Engine { var hp: Int }
struct Car { var engine: Engine? }
var cars: [String: Car] = ["a": Car(engine: nil), "b": Car(engine: Engine(hp: 100))]
cars["a"]?.engine?.hp += 30
cars["b"]?.engine?.hp += 30
cars["zzz"]?.engine?.hp += 30
print(cars["a"]!.engine == nil, cars["b"]!.engine!.hp, cars.count)
final class Counter { var value = 0 }
var maybe: Counter? = nil
maybe?.value += 1
maybe = Counter()
maybe?.value += 2
print(maybe!.value)
