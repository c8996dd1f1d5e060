struct Student { let name: String; let score: Int; let age: Int }
let students = [Student(name: "Zoe", score: 88, age: 20),
                Student(name: "Adam", score: 95, age: 22),
                Student(name: "Mia", score: 88, age: 19),
                Student(name: "Li", score: 70, age: 21)]
let byScore = students.sorted { a, b in
    a.score != b.score ? a.score > b.score : a.name < b.name
}
print(byScore.map { $0.name })
print(students.sorted(by: { $0.age < $1.age }).map(\.name))
print(students.map(\.score).sorted(by: >))
print(students.min(by: { $0.score < $1.score })!.name)
print(students.max { $0.age < $1.age }?.name ?? "-")
let names = ["banana", "Apple", "cherry", "apple"]
print(names.sorted())
print(names.sorted { $0.lowercased() < $1.lowercased() })
var nums = [5, 3, 9, 1, 7]
nums.sort()
print(nums)
nums.sort(by: >)
print(nums, nums.first!, nums.last!)
print(nums.reversed())
print(Array(nums.reversed()))
