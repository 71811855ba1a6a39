/* golden: kernels/polybench.tc gramschmidt at M=240, N=200, target cuda: CUDA (the code generator's defaults) */
// polyopt CUDA kernels for gramschmidt with M=240, N=200
//   S0: Ak(k, i, j) = A(i, j)
//   S1_p0: Ak(k, i, j) = (Ak((k - 1), i, j) - (Qt((k - 1), i) * Rt((k - 1), j)))
//   S1_p1: Ak(k, i, j) = Ak((k - 1), i, j)
//   S2_init: nrm(k) = identity of +
//   S2: nrm(k) += (Ak(k, i, k) * Ak(k, i, k))
//   S3: Qt(k, i) = (Ak(k, i, k) / sqrt(nrm(k)))
//   S4_init: Rt(k, j) = identity of +
//   S4: Rt(k, j) += (Qt(k, i) * Ak(k, i, j))
//   S5_p0: R(k, j) = float64(0.0)
//   S5_p1: R(k, j) = sqrt(nrm(k))
//   S5_p2: R(k, j) = Rt(k, j)
//   S6: Q(i, k) = Qt(k, i)
#include <math.h>
#include <stdint.h>


// k_gramschmidt_0: statements S5_p0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); k -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_0(double *__restrict__ a_R)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (by >= 2 * bx) {
    if (16 * by + ty <= 199 && 16 * by + ty >= 32 * bx + tx + 1) {
      a_R[(16 * by + ty) * 200 + (32 * bx + tx)] = ((double)(0.0));
    }
  }
}

// k_gramschmidt_1: statements S0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_1(const double *__restrict__ a_A, double *__restrict__ a_Ak)
{
  const int bx = blockIdx.x;
  const int tx = threadIdx.x;
  const int by = blockIdx.y;
  const int ty = threadIdx.y;
  if (32 * bx + tx <= 199) {
    a_Ak[(0 * 240 + (16 * by + ty)) * 200 + (32 * bx + tx)] = a_A[(16 * by + ty) * 200 + (32 * bx + tx)];
  }
}

// k_gramschmidt_2: statements S1_p0, S1_p1, S2, S2_init, S3, S4, S4_init, S5_p1, S5_p2, S6
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_gramschmidt_2(double *__restrict__ a_Q, double *__restrict__ a_R, double *__restrict__ a_Ak, double *__restrict__ a_nrm, double *__restrict__ a_Qt, double *__restrict__ a_Rt)
{
  for (int i0 = 0; i0 <= 199; i0 += 1) {
    a_nrm[i0] = 0;
    for (int i1 = 0; i1 <= 239; i1 += 1) {
      if (i0 >= 1) {
        if (i1 == 0) {
          for (int i2 = 0; i2 < i0; i2 += 1) {
            a_Rt[i0 * 200 + i2] = 0;
          }
        }
        for (int i2 = i0; i2 <= 199; i2 += 1) {
          a_Ak[(i0 * 240 + i1) * 200 + i2] = (a_Ak[((i0 - 1) * 240 + i1) * 200 + i2] - (a_Qt[(i0 - 1) * 240 + i1] * a_Rt[(i0 - 1) * 200 + i2]));
          if (i1 == 0) {
            a_Rt[i0 * 200 + i2] = 0;
          }
        }
      } else {
        if (i1 == 0) {
          #pragma unroll
          for (int i2 = 0; i2 <= 199; i2 += 1) {
            a_Rt[0 * 200 + i2] = 0;
          }
        }
      }
      a_nrm[i0] += (a_Ak[(i0 * 240 + i1) * 200 + i0] * a_Ak[(i0 * 240 + i1) * 200 + i0]);
    }
    a_R[i0 * 200 + i0] = sqrt(a_nrm[i0]);
    for (int i1 = 240; i1 <= 439; i1 += 1) {
      for (int i2 = 200; i2 <= 439; i2 += 1) {
        if (i0 + 239 >= i1) {
          a_Ak[(i0 * 240 + (i2 - 200)) * 200 + (i1 - 240)] = a_Ak[((i0 - 1) * 240 + (i2 - 200)) * 200 + (i1 - 240)];
        }
        if (i1 == 240) {
          a_Qt[i0 * 240 + (i2 - 200)] = ((double)a_Ak[(i0 * 240 + (i2 - 200)) * 200 + i0] / (double)sqrt(a_nrm[i0]));
        }
        a_Rt[i0 * 200 + (i1 - 240)] += (a_Qt[i0 * 240 + (i2 - 200)] * a_Ak[(i0 * 240 + (i2 - 200)) * 200 + (i1 - 240)]);
        if (i1 == 240) {
          a_Q[(i2 - 200) * 200 + i0] = a_Qt[i0 * 240 + (i2 - 200)];
        }
      }
      if (i1 >= i0 + 241) {
        a_R[i0 * 200 + (i1 - 240)] = a_Rt[i0 * 200 + (i1 - 240)];
      }
    }
  }
}
