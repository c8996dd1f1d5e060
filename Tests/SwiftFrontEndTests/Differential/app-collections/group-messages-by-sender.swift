struct Message {
    let sender: String
    let body: String
    let unread: Bool
}

let inbox = [
    Message(sender: "alice", body: "Lunch?", unread: true),
    Message(sender: "bob", body: "PR merged", unread: false),
    Message(sender: "alice", body: "Running late", unread: true),
    Message(sender: "carol", body: "Invoice attached", unread: false),
    Message(sender: "bob", body: "Build is red", unread: true),
    Message(sender: "alice", body: "Never mind", unread: false),
]

let bySender = Dictionary(grouping: inbox, by: \.sender)
for sender in bySender.keys.sorted() {
    let msgs = bySender[sender]!
    let unread = msgs.filter(\.unread).count
    print("\(sender) (\(msgs.count), \(unread) unread): \(msgs.map(\.body).joined(separator: " / "))")
}

let unreadCounts = inbox.reduce(into: [String: Int]()) { counts, m in
    if m.unread { counts[m.sender, default: 0] += 1 }
}
let ranking = unreadCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(ranking.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
print("senders with no unread:", bySender.keys.filter { unreadCounts[$0] == nil }.sorted())
