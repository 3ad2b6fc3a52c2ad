/* A consumer of generated bindings: compiles only if the ABI asserts hold. */
#include <dlpack/dlpack.h>
#include <dlpack/abi_asserts.h>

int main(void) {
  DLDevice device;
  device.device_type = kDLCPU;
  device.device_id = 0;
  return device.device_type == kDLCPU && sizeof(DLTensor) >= sizeof(void*) ? 0 : 1;
}
