let path = #"C:\Users\swift\file.txt"#
print(path)
print(path.count)
let quoted = #"She said "hi" and left"#
print(quoted)
let value = 5
print(#"value is \(value)"#)
print(#"value is \#(value)"#)
let regexish = #"\d+\.\d*"#
print(regexish)
let double = ##"a "# b"##
print(double)
let multi = #"""
    line with \n stays
    """#
print(multi)
