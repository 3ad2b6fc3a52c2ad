#!/bin/sh
# GPU strided copy bandwidth of the CUDA shim against cudaMemcpyAsync device to
# device and PyTorch's copy_ of the same views (contiguous, x.T, a 3-D permute,
# x[:, ::2], x[::2, :], x[::-1, :], broadcast row and column; 4 MiB, 64 MiB and
# 1 GiB of float32; CUDA events, medians of 7 batches), all in one run, on a
# machine with an NVIDIA GPU, nvcc and PyTorch. It is the command that also runs
# the GPU behaviour suite and the torch/cupy interop checks, and writes one report:
#
#   bench/shim/gpu.sh REPORT.md       (SIZES=4,64,1024 in MiB)
#
# Exit 77 where no GPU is (after building). docs/languages/shims.md has the figures.
exec bash "$(dirname "$0")/../../tests/outputs/shim/gpu/device-check.sh" "$@"
