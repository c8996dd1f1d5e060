// Several catch clauses matching specific enum cases.
enum VendingError: Error {
    case invalidSelection
    case outOfStock
    case insufficientFunds(needed: Int)
}

func vend(_ item: String, coins: Int) throws -> String {
    let prices = ["chips": 3, "candy": 2, "soda": 4]
    guard let price = prices[item] else { throw VendingError.invalidSelection }
    if item == "soda" { throw VendingError.outOfStock }
    guard coins >= price else { throw VendingError.insufficientFunds(needed: price - coins) }
    return "vended \(item)"
}

for (item, coins) in [("chips", 5), ("gum", 5), ("soda", 9), ("candy", 1)] {
    do {
        print(try vend(item, coins: coins))
    } catch VendingError.invalidSelection {
        print("invalid selection: \(item)")
    } catch VendingError.outOfStock {
        print("out of stock: \(item)")
    } catch VendingError.insufficientFunds(let needed) {
        print("insert \(needed) more coins for \(item)")
    } catch {
        print("unexpected: \(error)")
    }
}
