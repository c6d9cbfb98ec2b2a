# docs/runs/colour-universal-second: the integer-programming proof (scripts/universal_ilp.py,
# HiGHS via `pip install highspy`, 1 thread), every n and both models; HiGHS log kept for n = 5.
pip install highspy   # highspy 1.16.0 (HiGHS 1.16.0)
for model in hall matching; do
  for n in 1 2 3 4 5 6; do
    nice python3 scripts/universal_ilp.py --colours $n --model $model > docs/runs/colour-universal-second/n$n-$model.log
  done
done
