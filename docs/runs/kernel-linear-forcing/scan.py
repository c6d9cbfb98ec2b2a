import json
from fractions import Fraction
def rank_mod(rows, N, p=2**31-1):
  M=[[x%p for x in r] for r in rows]; rk=0
  for col in range(N):
    piv=next((i for i in range(rk,len(M)) if M[i][col]),None)
    if piv is None: continue
    M[rk],M[piv]=M[piv],M[rk]
    inv=pow(M[rk][col],p-2,p); M[rk]=[a*inv%p for a in M[rk]]
    for i in range(len(M)):
      if i!=rk and M[i][col]:
        f=M[i][col]; M[i]=[(a-f*b)%p for a,b in zip(M[i],M[rk])]
    rk+=1
  return rk
for line in open("all.jsonl"):
  d=json.loads(line)
  if d.get('none'): print(d['name'],'none'); continue
  N=d['cells']; rows=[[1 if i in set(s) else 0 for i in range(N)] for s in d['sets']]
  r=rank_mod(rows,N)
  print(f"{d['name']}: rank {r}, free {N-r}, branching {len(d['branch'])}, wasted {len(d['branch'])-(N-r)}")
