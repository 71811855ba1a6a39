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
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  if (by <= 11 && by >= 2 * bx + 2) {
    a_R[(16 * by + ty) * 200 + (32 * bx + tx)] = ((double)(0.0));
  } else {
    if (by <= 11 && 2 * bx + 1 >= by && 16 * by + ty >= 32 * bx + tx + 1 || by == 12 && ty <= 7 && ty + 191 >= 32 * bx + tx) {
      if (by <= 11 && 2 * bx + 1 >= by) {
        a_R[(16 * by + ty) * 200 + (32 * bx + tx)] = ((double)(0.0));
      } else {
        a_R[(ty + 192) * 200 + (32 * bx + tx)] = ((double)(0.0));
      }
    }
  }
}

// k_gramschmidt_1: statements S0
//   j -> blockIdx.x (tile 32) / threadIdx.x (32); i -> blockIdx.y (tile 16) / threadIdx.y (16)
extern "C" __global__ void __launch_bounds__(512) k_gramschmidt_1(const double *__restrict__ a_A, double *__restrict__ a_Ak)
{
  const long bx = blockIdx.x;
  const long tx = threadIdx.x;
  const long by = blockIdx.y;
  const long ty = threadIdx.y;
  if (bx <= 5) {
    a_Ak[(0 * 240 + (16 * by + ty)) * 200 + (32 * bx + tx)] = a_A[(16 * by + ty) * 200 + (32 * bx + tx)];
  } else {
    if (tx <= 7) {
      a_Ak[(0 * 240 + (16 * by + ty)) * 200 + (tx + 192)] = a_A[(16 * by + ty) * 200 + (tx + 192)];
    }
  }
}

// k_gramschmidt_2: statements S1_p0, S1_p1, S2, S2_init, S3, S4, S4_init, S5_p1, S5_p2, S6
//   one thread (no parallel loop in the outermost band)
extern "C" __global__ void k_gramschmidt_2(double *__restrict__ a_Q, double *__restrict__ a_R, double *__restrict__ a_Ak, double *__restrict__ a_nrm, double *__restrict__ a_Qt, double *__restrict__ a_Rt)
{
  for (long c0 = 0; c0 <= 199; c0 += 1) {
    a_nrm[c0] = 0;
    for (long c1 = 0; c1 <= 239; c1 += 1) {
      if (c0 >= 1) {
        if (c1 == 0) {
          for (long c2 = 0; c2 < c0; c2 += 1) {
            a_Rt[c0 * 200 + c2] = 0;
          }
        }
        for (long c2 = c0; c2 <= 199; c2 += 1) {
          a_Ak[(c0 * 240 + c1) * 200 + c2] = (a_Ak[((c0 - 1) * 240 + c1) * 200 + c2] - (a_Qt[(c0 - 1) * 240 + c1] * a_Rt[(c0 - 1) * 200 + c2]));
          if (c1 == 0) {
            a_Rt[c0 * 200 + c2] = 0;
          }
        }
      } else {
        if (c1 == 0) {
          for (long c2 = 0; c2 <= 199; c2 += 1) {
            a_Rt[0 * 200 + c2] = 0;
          }
        }
      }
      a_nrm[c0] += (a_Ak[(c0 * 240 + c1) * 200 + c0] * a_Ak[(c0 * 240 + c1) * 200 + c0]);
    }
    a_R[c0 * 200 + c0] = sqrt(a_nrm[c0]);
    for (long c1 = 240; c1 <= 439; c1 += 1) {
      for (long c2 = 200; c2 <= 439; c2 += 1) {
        if (c0 + 239 >= c1) {
          a_Ak[(c0 * 240 + (c2 - 200)) * 200 + (c1 - 240)] = a_Ak[((c0 - 1) * 240 + (c2 - 200)) * 200 + (c1 - 240)];
        }
        if (c1 == 240) {
          a_Qt[c0 * 240 + (c2 - 200)] = ((double)a_Ak[(c0 * 240 + (c2 - 200)) * 200 + c0] / (double)sqrt(a_nrm[c0]));
        }
        a_Rt[c0 * 200 + (c1 - 240)] += (a_Qt[c0 * 240 + (c2 - 200)] * a_Ak[(c0 * 240 + (c2 - 200)) * 200 + (c1 - 240)]);
        if (c1 == 240) {
          a_Q[(c2 - 200) * 200 + c0] = a_Qt[c0 * 240 + (c2 - 200)];
        }
      }
      if (c1 >= c0 + 241) {
        a_R[c0 * 200 + (c1 - 240)] = a_Rt[c0 * 200 + (c1 - 240)];
      }
    }
  }
}
