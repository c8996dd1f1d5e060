let measurements = [3.7, -2.2, 1e30]
for m in measurements {
    print("as int:", Int(m))
}
