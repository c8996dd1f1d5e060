// Reading past the end of an array traps.
var queue = ["job1", "job2"]
var processed = 0
while processed < 3 {
    let job = queue[processed]
    print("processing", job)
    processed += 1
}
print("done")
