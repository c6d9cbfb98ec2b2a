#!/usr/bin/env python3
"""Copy Table 3 (names and corner numbers) out of the paper's text, as printed there."""
import re, sys
rows = []
for line in open(sys.argv[1], encoding="utf-8"):
    m = re.match(r"^([A-F][a-f]) \|((?: \d{3} \|){8})\s*$", line)
    if m:
        rows.append((m.group(1), re.findall(r"\d{3}", m.group(2))))
assert len(rows) == 30, len(rows)
for name, corners in rows:
    print(name, " ".join(corners))
