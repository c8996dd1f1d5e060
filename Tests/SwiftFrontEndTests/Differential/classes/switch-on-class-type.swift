// A switch with `case let x as Type` patterns picks the first matching class.
class Event { var name: String { "event" } }
class TapEvent: Event {
    let x: Int, y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
}
class DoubleTapEvent: TapEvent {}
class KeyEvent: Event {
    let key: Character
    init(key: Character) { self.key = key }
}

func handle(_ event: Event) -> String {
    switch event {
    case let e as DoubleTapEvent:
        return "double tap at \(e.x),\(e.y)"
    case let e as TapEvent:
        return "tap at \(e.x),\(e.y)"
    case let e as KeyEvent where e.key == "q":
        return "quit key"
    case is KeyEvent:
        return "some key"
    default:
        return "unknown \(event.name)"
    }
}

let events: [Event] = [TapEvent(x: 1, y: 2), DoubleTapEvent(x: 3, y: 4), KeyEvent(key: "q"), KeyEvent(key: "a"), Event()]
events.forEach { print(handle($0)) }
