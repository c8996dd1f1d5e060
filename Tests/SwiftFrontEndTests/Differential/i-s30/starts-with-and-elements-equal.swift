// Arrays compared element by element: starts(with:), elementsEqual, with == or a closure.
let crumbs = ["home", "docs", "api"]
print(crumbs.starts(with: ["home"]), crumbs.starts(with: ["docs"]), crumbs.starts(with: []), crumbs.starts(with: crumbs + ["x"]))
print(crumbs.elementsEqual(["home", "docs", "api"]), crumbs.elementsEqual(crumbs.dropLast()))
print([1, 2, 3].starts(with: [10, 20]) { $0 * 10 == $1 }, [1, 2].elementsEqual([2, 4], by: { $0 * 2 == $1 }))
