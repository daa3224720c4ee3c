/* Shared helpers for the corpus kernels: ids, sizes and barriers from AMDGPU builtins only (the kernels are compiled
   with -nogpulib, so no OpenCL library function may be called). */
#ifndef CORPUS_AMDGCN_H
#define CORPUS_AMDGCN_H

#define LID_X() __builtin_amdgcn_workitem_id_x()
#define LID_Y() __builtin_amdgcn_workitem_id_y()
#define LID_Z() __builtin_amdgcn_workitem_id_z()
#define GRP_X() __builtin_amdgcn_workgroup_id_x()
#define GRP_Y() __builtin_amdgcn_workgroup_id_y()
#define GRP_Z() __builtin_amdgcn_workgroup_id_z()

/* hsa_kernel_dispatch_packet_t: workgroup_size_x/y/z are 16-bit fields at byte 4/6/8, grid_size_x/y/z 32-bit at 12/16/20 */
static inline uint group_size(int dim) {
  const __constant ushort *p = (const __constant ushort *)__builtin_amdgcn_dispatch_ptr();
  return p[2 + dim];
}
static inline uint grid_size(int dim) {
  const __constant uint *p = (const __constant uint *)__builtin_amdgcn_dispatch_ptr();
  return p[3 + dim];
}
static inline uint gid_x(void) { return GRP_X() * group_size(0) + LID_X(); }
static inline uint gid_y(void) { return GRP_Y() * group_size(1) + LID_Y(); }
static inline uint gid_z(void) { return GRP_Z() * group_size(2) + LID_Z(); }

static inline int imax(int a, int b) { return a > b ? a : b; }
static inline uint umin(uint a, uint b) { return a < b ? a : b; }

#define LOCAL_BARRIER() do { \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)

#endif
