#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
extern "C" __device__ unsigned __ockl_get_local_id(unsigned);
__device__ float table[16] = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};
__device__ __attribute__((noinline)) float helper(float x, int i) { return x * table[i & 15]; }
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void reduce(float *out, const float *in) {
  __shared__ float s[256];
  int t = __builtin_amdgcn_workitem_id_x();
  s[t] = helper(in[t], t);
  __builtin_amdgcn_s_barrier();
  for (int k = 128; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k]; __builtin_amdgcn_s_barrier(); }
  if (t == 0) *out = s[0];
}
template <int N> __global__ void tmpl(int *o) { o[__builtin_amdgcn_workitem_id_x()] = N; }
template __global__ void tmpl<3>(int *);
template __global__ void tmpl<7>(int *);
