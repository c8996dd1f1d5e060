let file = "report.final.pdf"
print(file.prefix(100) == file[...], file[...])
let numbers = [3, 1, 2]
let all = numbers[...]
print(all, all.count, all.startIndex, all.endIndex)
let tail = numbers[1...]
print(tail[...], tail[...].startIndex)
debugPrint(file[...])
print(Array(numbers[...].reversed()))
