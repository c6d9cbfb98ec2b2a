"""The pantriagonal lines of order 4 over the rationals: the rank of their 112 sum rows, so the
dimension of the arrays D (value - 65/2) with every line summing to 0, and the rank again with
the rows D(p) + D(p + t) for a translation t added (t = (2,2,2): one more, so the arrays
antisymmetric under t are 14 of the 15 dimensions). Exact arithmetic (fractions). Output:
rank.txt."""
from fractions import Fraction
import itertools
n=4
idx=lambda x,y,z: x+4*y+16*z
rows=[]
for a in range(3):
    for u in range(4):
        for v in range(4):
            r=[0]*64
            for t in range(4):
                p=[0,0,0]; o=[k for k in range(3) if k!=a]
                p[a]=t; p[o[0]]=u; p[o[1]]=v
                r[idx(*p)]=1
            rows.append(r)
for d in [(1,1,1),(1,1,-1),(1,-1,1),(-1,1,1)]:
    seen=set()
    for s in itertools.product(range(4),repeat=3):
        cells=tuple(sorted(idx(*[(s[k]+t*d[k])%4 for k in range(3)]) for t in range(4)))
        if cells in seen: continue
        seen.add(cells)
        r=[0]*64
        for c in cells: r[c]=1
        rows.append(r)
def rank(M):
    M=[[Fraction(x) for x in r] for r in M]
    rk=0; cols=len(M[0])
    for c in range(cols):
        piv=next((i for i in range(rk,len(M)) if M[i][c]!=0),None)
        if piv is None: continue
        M[rk],M[piv]=M[piv],M[rk]
        for i in range(len(M)):
            if i!=rk and M[i][c]!=0:
                f=M[i][c]/M[rk][c]
                M[i]=[a-f*b for a,b in zip(M[i],M[rk])]
        rk+=1
    return rk
print("lines",len(rows))
R=rank(rows); print("rank",R,"dim of D space",64-R)
for t in [(2,2,2),(2,0,0),(2,2,0),(0,2,2)]:
    extra=[]
    for x,y,z in itertools.product(range(4),repeat=3):
        r=[0]*64; r[idx(x,y,z)]+=1; r[idx((x+t[0])%4,(y+t[1])%4,(z+t[2])%4)]+=1
        extra.append(r)
    print(t, "rank with antisymmetry", rank(rows+extra))
