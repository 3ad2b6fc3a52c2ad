// Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
#ifndef DLPACKGEN_DEMO_NESTED_TARGETS_H_
#define DLPACKGEN_DEMO_NESTED_TARGETS_H_
#if defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)  // x86_64-linux-gnu, 8-byte pointers
_Static_assert(sizeof(DLDevice) == 8, "DLDevice");
_Static_assert(sizeof(struct DLManagedTensor) == 16, "DLManagedTensor");
#elif defined(__i386__) && defined(__linux__)  // i686-linux-gnu, 4-byte pointers
_Static_assert(sizeof(DLDevice) == 8, "DLDevice");
_Static_assert(sizeof(struct DLManagedTensor) == 8, "DLManagedTensor");
#endif
// mips-unknown-elf: no predefined-macro condition known
#endif  // demo/nested/targets.h
