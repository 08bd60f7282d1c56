# mintab.awk: awk -f docs/bench/mintab.awk QUIVER.out PEER.out, the faster of the runs of each benchmark
# side by side with ratio = peer / quiver (the mintab.txt of each run under docs/bench/).
FNR == 1 { f++ }
/^Benchmark/ { name = $1; sub(/-[0-9]+$/, "", name);
  for (i = 3; i <= NF; i++) if ($i == "ns/op") { v = $(i-1); if (!((f, name) in m) || v < m[f, name]) m[f, name] = v }
  if (f == 1 && !(name in seen)) { seen[name] = 1; order[++n] = name } }
END { for (k = 1; k <= n; k++) { nm = order[k]; if (!((2, nm) in m)) { printf "%-72s %12.0f %12s\n", nm, m[1, nm], "-"; continue }
  printf "%-72s %12.0f %12.0f %7.2fx\n", nm, m[1, nm], m[2, nm], m[2, nm] / m[1, nm] } }
