// The text-measurement benchmark; see Benchmarks/README.md.
print("reflow-benchmark: being written")
