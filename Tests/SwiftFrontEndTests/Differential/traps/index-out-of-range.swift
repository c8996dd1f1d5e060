let items = [1, 2, 3]
print("count", items.count)
print(items[3])
print("not reached")
