let poem = """
    Roses are red,
      violets are blue.
    Swift is "quick"
    """
print(poem)
print(poem.count)
let joined = """
    one \
    two \
    three
    """
print(joined)
let withBlank = """

    middle

    """
print("[\(withBlank)]")
let name = "Zoe"
print("""
    Dear \(name),
    \tthanks!
    """)
