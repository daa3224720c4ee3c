// HIP's dynamic shared memory: `extern __shared__`, sized by the launch (hipLaunchKernelGGL's sharedMemBytes).
// tests/sim/clang19-gfx90a-hip_dynamic_lds.s is clang-19's output:
//   clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -O2 -S hip_dynamic_lds.hip
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern __shared__ float dyn[];
extern "C" __global__ void dynsum(const float* x, float* out, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  dyn[t] = x[t] * 2.0f;
  __builtin_amdgcn_s_barrier();
  if (t == 0) { float s = 0; for (int i = 0; i < n; ++i) s += dyn[i]; *out = s; }
}
