# Writes a History rule table (Golly RuleLoader format) for B<births>/S<survivals>, modelled on Golly's
# LifeHistory.rule, for the fixtures of rule-families.json. Usage: python3 make-history-rule.py NAME BIRTHS SURVIVALS
# (e.g. B36S23History 36 23).
import sys
name, births, survivals = sys.argv[1], [int(c) for c in sys.argv[2]], [int(c) for c in sys.argv[3]]
lines = [f"@RULE {name}", "@TABLE", "n_states:7", "neighborhood:Moore", "symmetries:permute",
         "var a0={0,2,4,6}", "var i0={0,1,2,3,4,5,6}", "var g={3,5}", "var h={0,2}", "var q={1,3,5}"]
for k in range(8):
    lines.append(f"var a{k+1}={{0,2,4,6}}"); lines.append(f"var i{k+1}={{0,1,2,3,4,5,6}}"); lines.append(f"var L{k}={{1,3,5}}")
lines.append("6," + ",".join(f"i{k}" for k in range(8)) + ",6")
lines.append("g,6," + ",".join(f"i{k}" for k in range(7)) + ",4")
lines.append("1,6," + ",".join(f"i{k}" for k in range(7)) + ",2")
def nb(n):
    return ",".join([f"L{k}" for k in range(n)] + [f"a{k}" for k in range(8 - n)])
for n in births: lines.append(f"4,{nb(n)},3")
for n in survivals: lines.append(f"g,{nb(n)},g")
for n in births: lines.append(f"h,{nb(n)},1")
for n in survivals: lines.append(f"q,{nb(n)},q")
lines.append("g," + ",".join(f"i{k}" for k in range(8)) + ",4")
lines.append("q," + ",".join(f"i{k}" for k in range(8)) + ",2")
print("\n".join(lines))
