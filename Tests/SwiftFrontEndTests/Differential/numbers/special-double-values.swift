let inf = Double.infinity
let nan = Double.nan
print(inf, -inf)
print(nan)
print(inf + 1, (inf - inf).isNaN)
print(nan == nan, nan != nan)
print(inf > 1e308)
print(nan.isNaN, inf.isInfinite, inf.isFinite, (1.0).isFinite)
let zero = 0.0
print(1 / zero, -1 / zero)
print((zero / zero).isNaN, -nan)
let negZero = -0.0
print(negZero, negZero == 0.0, negZero.sign == .minus)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)
print(Double.greatestFiniteMagnitude * 2)
