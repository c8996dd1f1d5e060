class A {
    let n: Int
    var m = 0
    init?(_ n: Int) {
        self.n = n
        if n < 0 { return nil }
        m = 1
        if n == 0 { return nil }
    }
    deinit { print("deinit A \(n)") }
}
struct E: Error {}
class B {
    let n: Int
    init(_ n: Int) throws {
        if n < 0 { throw E() }
        self.n = n
        if n == 0 { throw E() }
    }
    deinit { print("deinit B \(n)") }
}
print(A(-1) == nil)
print(A(0) == nil)
print(A(1) == nil)
print((try? B(-1)) == nil)
print((try? B(0)) == nil)
print((try? B(1)) == nil)
class Base { init() { print("base init") }; deinit { print("base deinit") } }
class Sub: Base { let x: Int; init?(_ x: Int) { if x < 0 { return nil }; self.x = x; super.init(); if x == 0 { return nil } }; deinit { print("sub deinit") } }
print(Sub(-1) == nil)
print(Sub(0) == nil)
