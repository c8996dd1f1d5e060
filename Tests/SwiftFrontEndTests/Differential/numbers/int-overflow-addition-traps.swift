// Adding past Int.max traps at run time.
func addBonus(_ score: Int, _ bonus: Int) -> Int {
    return score + bonus
}
let high = Int.max - 2
print(addBonus(high, 1) == Int.max - 1)
print(addBonus(high, 2) == Int.max)
print("about to overflow")
print(addBonus(high, 3))
print("not reached")
