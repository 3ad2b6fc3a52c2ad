// Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
#ifndef DEMO_DEMO_TARGETS_H_H
#define DEMO_DEMO_TARGETS_H_H
#if defined(__x86_64__) && defined(__linux__) /* 64-bit */  // x86_64-linux-gnu, 8-byte pointers
_Static_assert(sizeof(DLDevice) == 8, "DLDevice");
_Static_assert(sizeof(struct DLManagedTensor) == 16, "DLManagedTensor");
#elif defined(__i386__) && defined(__linux__) /* 32-bit */  // i686-linux-gnu, 4-byte pointers
_Static_assert(sizeof(DLDevice) == 8, "DLDevice");
_Static_assert(sizeof(struct DLManagedTensor) == 8, "DLManagedTensor");
#endif
// mips-unknown-elf: no predefined-macro condition known
#endif  // demo/nested/targets.h
