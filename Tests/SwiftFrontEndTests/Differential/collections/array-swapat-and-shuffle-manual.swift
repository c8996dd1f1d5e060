// swapAt and a hand-written reverse.
var deck = ["A", "K", "Q", "J", "10"]
deck.swapAt(0, 4)
print(deck)
deck.swapAt(1, 1)
print(deck)
var nums = [1, 2, 3, 4, 5, 6]
var lo = 0, hi = nums.count - 1
while lo < hi {
    nums.swapAt(lo, hi)
    lo += 1
    hi -= 1
}
print(nums)
nums.reverse()
print(nums)
