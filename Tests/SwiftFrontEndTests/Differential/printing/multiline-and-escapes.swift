// Multiline strings, escapes and raw strings.
let poem = """
    Roses are red,
      violets are "blue".
    End
    """
print(poem)
print("tab:\tend")
print("quote: \"q\" backslash: \\")
print(#"raw \n stays"#)
print(#"raw with \#(1 + 1)"#)
print("unicode: \u{1F600} \u{E9}")
let joined = """
a\
b
"""
print(joined)
print("count", poem.split(separator: "\n").count)
