// + and += on arrays.
let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
let weekend = ["Sat", "Sun"]
let week = weekdays + weekend
print(week.count, week.last!)
var queue = [1, 2]
queue += [3, 4]
queue += []
print(queue)
queue = [0] + queue
print(queue)
var letters: [Character] = ["a"]
letters += "bc"
print(letters)
print([1] + [2] + [3])
