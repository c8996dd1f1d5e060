class Node { var next: Node?; var label = "" }
var head = Node()
for i in 0..<100_000 { let n = Node(); n.label = "\(i)\(head.label)"; n.next = head; head = n }
