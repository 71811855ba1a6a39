/* golden: kernels/gather.tc embedding_bag at V=100000, D=128, Bt=2048, L=32, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for embedding_bag with V=100000, D=128, Bt=2048, L=32
//   S0_init: Out(b, d) = identity of +
//   S0: Out(b, d) += Table(Idx(b, l), d)
#include <math.h>
#include <stdint.h>

static __device__ __forceinline__ long po_chk(long i, long n, int *err) { if (i < 0 || i >= n) { atomicExch(err, 1); return 0; } return i; }

// k_embedding_bag_0: statements S0, S0_init
//   d -> blockIdx.x (tile 32) / threadIdx.x (32); b -> blockIdx.y (tile 16) / threadIdx.y (16); sequential: {0; l} (tiles of 32)
//   shared: sh_Idx: tile 16x32 of Idx
//   registers: Out
extern "C" __global__ void __launch_bounds__(512) k_embedding_bag_0(const float *__restrict__ a_Table, const int64_t *__restrict__ a_Idx, float *__restrict__ a_Out, int *__restrict__ po_err)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  const int tid = tx + 32 * ty;
  __shared__ __align__(16) int64_t sh_Idx[32][16];
  float r_Out = 0.0f;
  r_Out = 0;
  for (int e = tid; e < 256; e += 512) {  // 128-bit copy of a tile of Idx in sh_Idx
    const int l0 = e / 16, l1 = (e % 16) * 2;
    const int a0 = 16 * by + l0, a1 = l1;
    sh_Idx[l1][l0] = (*(const longlong2 *)&a_Idx[a0 * 32 + a1]).x; sh_Idx[l1 + 1][l0] = (*(const longlong2 *)&a_Idx[a0 * 32 + a1]).y;
  }
  __syncthreads();
  #pragma unroll
  for (int i0 = 0; i0 <= 31; i0 += 1) {
    r_Out += a_Table[(po_chk((long)(sh_Idx[i0][ty]), 100000, po_err)) * 128 + (32 * bx + tx)];
  }
  __syncthreads();
  a_Out[(16 * by + ty) * 128 + 32 * bx + tx] = r_Out;
}
