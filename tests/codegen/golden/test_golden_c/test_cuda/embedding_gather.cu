/* golden: kernels/gather.tc embedding_gather at V=100000, D=128, Bt=2048, L=32, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for embedding_gather with V=100000, D=128, Bt=2048, L=32
//   S0: Out(b, l, d) = Table(Idx(b, l), d)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_chk(long i, long n, int *err) { if (i < 0 || i >= n) { atomicExch(err, 1); return 0; } return i; }

// k_embedding_gather_0: statements S0
//   d -> blockIdx.x (tile 128) / threadIdx.x (32); l -> blockIdx.y (tile 4) / threadIdx.y (4); b -> blockIdx.z (tile 4) / threadIdx.z (4)
//   shared: sh_Idx: tile 4x4 of Idx
extern "C" __global__ void __launch_bounds__(512) k_embedding_gather_0(const double *__restrict__ a_Table, const int32_t *__restrict__ a_Idx, double *__restrict__ a_Out, int *__restrict__ po_err)
{
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int bz = blockIdx.z;
  const int tz = threadIdx.z;
  const int tid = tx + 32 * (ty + 4 * tz);
  __shared__ __align__(16) int32_t sh_Idx[4][4];
  for (int e = tid; e < 4; e += 512) {  // 128-bit copy of a tile of Idx in sh_Idx
    const int l0 = e, l1 = 0;
    const int a0 = 4 * bz + l0, a1 = 4 * by + l1;
    *(int4 *)&sh_Idx[l0][l1] = *(const int4 *)&a_Idx[a0 * 32 + a1];
  }
  __syncthreads();
  a_Out[((4 * bz + tz) * 32 + (4 * by + ty)) * 128 + tx] = a_Table[(po_chk((long)(sh_Idx[tz][ty]), 100000, po_err)) * 128 + tx];
  a_Out[((4 * bz + tz) * 32 + (4 * by + ty)) * 128 + (tx + 32)] = a_Table[(po_chk((long)(sh_Idx[tz][ty]), 100000, po_err)) * 128 + (tx + 32)];
  a_Out[((4 * bz + tz) * 32 + (4 * by + ty)) * 128 + (tx + 64)] = a_Table[(po_chk((long)(sh_Idx[tz][ty]), 100000, po_err)) * 128 + (tx + 64)];
  a_Out[((4 * bz + tz) * 32 + (4 * by + ty)) * 128 + (tx + 96)] = a_Table[(po_chk((long)(sh_Idx[tz][ty]), 100000, po_err)) * 128 + (tx + 96)];
}
