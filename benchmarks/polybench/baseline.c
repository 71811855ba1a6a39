/* PolyBench/C 4.2.1's kernels as PolyBench writes them (plain loop nests, double), the baseline
   of benchmarks/polybench: built with gcc -O3 -march=native (no OpenMP), sizes as the macros that
   suite.py puts in front of this text, as PolyBench's fixed-size arrays. */
#include <math.h>
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)  /* nussinov's */

void kernel_correlation(double data[N_][M_], double corr[M_][M_], double mean[M_], double stddev[M_]) {
  double float_n = (double)N_, eps = 0.1;
  for (int j = 0; j < M_; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < N_; i++) mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int j = 0; j < M_; j++) {
    stddev[j] = 0.0;
    for (int i = 0; i < N_; i++) stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < M_; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (int i = 0; i < M_ - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < M_; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < N_; k++) corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  corr[M_ - 1][M_ - 1] = 1.0;
}

void kernel_covariance(double data[N_][M_], double cov[M_][M_], double mean[M_]) {
  double float_n = (double)N_;
  for (int j = 0; j < M_; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < N_; i++) mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < M_; j++) data[i][j] -= mean[j];
  for (int i = 0; i < M_; i++)
    for (int j = i; j < M_; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < N_; k++) cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}

void kernel_k2mm(double alpha, double beta, double tmp[NI][NJ], double A[NI][NK], double B[NK][NJ],
                 double C[NJ][NL], double D[NI][NL]) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < NK; ++k) tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++) {
      D[i][j] *= beta;
      for (int k = 0; k < NJ; ++k) D[i][j] += tmp[i][k] * C[k][j];
    }
}

void kernel_k3mm(double E[NI][NJ], double A[NI][NK], double B[NK][NJ], double F[NJ][NL], double C[NJ][NM],
                 double D[NM][NL], double G[NI][NL]) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < NK; ++k) E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < NJ; i++)
    for (int j = 0; j < NL; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < NM; ++k) F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++) {
      G[i][j] = 0.0;
      for (int k = 0; k < NJ; ++k) G[i][j] += E[i][k] * F[k][j];
    }
}

void kernel_atax(double A[M_][N_], double x[N_], double y[N_], double tmp[M_]) {
  for (int i = 0; i < N_; i++) y[i] = 0;
  for (int i = 0; i < M_; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < N_; j++) tmp[i] = tmp[i] + A[i][j] * x[j];
    for (int j = 0; j < N_; j++) y[j] = y[j] + A[i][j] * tmp[i];
  }
}

void kernel_bicg(double A[N_][M_], double s[M_], double q[N_], double p[M_], double r[N_]) {
  for (int i = 0; i < M_; i++) s[i] = 0;
  for (int i = 0; i < N_; i++) {
    q[i] = 0.0;
    for (int j = 0; j < M_; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

void kernel_doitgen(double A[NR][NQ][NP], double C4[NP][NP], double sum[NP]) {
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++) {
      for (int p = 0; p < NP; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < NP; s++) sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < NP; p++) A[r][q][p] = sum[p];
    }
}

void kernel_mvt(double x1[N_], double x2[N_], double y_1[N_], double y_2[N_], double A[N_][N_]) {
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < N_; j++) x1[i] = x1[i] + A[i][j] * y_1[j];
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < N_; j++) x2[i] = x2[i] + A[j][i] * y_2[j];
}

void kernel_gemm(double alpha, double beta, double C[NI][NJ], double A[NI][NK], double B[NK][NJ]) {
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NJ; j++) C[i][j] *= beta;
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++) C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

void kernel_gemver(double alpha, double beta, double A[N_][N_], double u1[N_], double v1[N_], double u2[N_],
                   double v2[N_], double w[N_], double x[N_], double y[N_], double z[N_]) {
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < N_; j++) A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < N_; j++) x[i] = x[i] + beta * A[j][i] * y[j];
  for (int i = 0; i < N_; i++) x[i] = x[i] + z[i];
  for (int i = 0; i < N_; i++)
    for (int j = 0; j < N_; j++) w[i] = w[i] + alpha * A[i][j] * x[j];
}

void kernel_gesummv(double alpha, double beta, double A[N_][N_], double B[N_][N_], double tmp[N_], double x[N_],
                    double y[N_]) {
  for (int i = 0; i < N_; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < N_; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

void kernel_symm(double alpha, double beta, double C[M_][N_], double A[M_][M_], double B[M_][N_]) {
  for (int i = 0; i < M_; i++)
    for (int j = 0; j < N_; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

void kernel_syr2k(double alpha, double beta, double C[N_][N_], double A[N_][M_], double B[N_][M_]) {
  for (int i = 0; i < N_; i++) {
    for (int j = 0; j <= i; j++) C[i][j] *= beta;
    for (int k = 0; k < M_; k++)
      for (int j = 0; j <= i; j++) C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}

void kernel_syrk(double alpha, double beta, double C[N_][N_], double A[N_][M_]) {
  for (int i = 0; i < N_; i++) {
    for (int j = 0; j <= i; j++) C[i][j] *= beta;
    for (int k = 0; k < M_; k++)
      for (int j = 0; j <= i; j++) C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

void kernel_trmm(double alpha, double A[M_][M_], double B[M_][N_]) {
  for (int i = 0; i < M_; i++)
    for (int j = 0; j < N_; j++) {
      for (int k = i + 1; k < M_; k++) B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

void kernel_cholesky(double A[N_][N_]) {
  for (int i = 0; i < N_; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++) A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

void kernel_lu(double A[N_][N_]) {
  for (int i = 0; i < N_; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < N_; j++)
      for (int k = 0; k < i; k++) A[i][j] -= A[i][k] * A[k][j];
  }
}

void kernel_ludcmp(double A[N_][N_], double b[N_], double x[N_], double y[N_]) {
  double w;
  for (int i = 0; i < N_; i++) {
    for (int j = 0; j < i; j++) {
      w = A[i][j];
      for (int k = 0; k < j; k++) w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < N_; j++) {
      w = A[i][j];
      for (int k = 0; k < i; k++) w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < N_; i++) {
    w = b[i];
    for (int j = 0; j < i; j++) w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = N_ - 1; i >= 0; i--) {
    w = y[i];
    for (int j = i + 1; j < N_; j++) w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

void kernel_durbin(double r[N_], double y[N_]) {
  double z[N_];
  double alpha, beta, sum;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (int k = 1; k < N_; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (int i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++) y[i] = z[i];
    y[k] = alpha;
  }
}

void kernel_gramschmidt(double A[M_][N_], double R[N_][N_], double Q[M_][N_]) {
  double nrm;
  for (int k = 0; k < N_; k++) {
    nrm = 0.0;
    for (int i = 0; i < M_; i++) nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (int i = 0; i < M_; i++) Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < N_; j++) {
      R[k][j] = 0.0;
      for (int i = 0; i < M_; i++) R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < M_; i++) A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

void kernel_trisolv(double L[N_][N_], double x[N_], double b[N_]) {
  for (int i = 0; i < N_; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++) x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

void kernel_deriche(double alpha, double imgIn[W_][H_], double imgOut[W_][H_], double y1[W_][H_], double y2[W_][H_]) {
  double xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2;
  double k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) / (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;
  for (int i = 0; i < W_; i++) {
    ym1 = 0.0; ym2 = 0.0; xm1 = 0.0;
    for (int j = 0; j < H_; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j]; ym2 = ym1; ym1 = y1[i][j];
    }
  }
  for (int i = 0; i < W_; i++) {
    yp1 = 0.0; yp2 = 0.0; xp1 = 0.0; xp2 = 0.0;
    for (int j = H_ - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1; xp1 = imgIn[i][j]; yp2 = yp1; yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < W_; i++)
    for (int j = 0; j < H_; j++) imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
  for (int j = 0; j < H_; j++) {
    tm1 = 0.0; ym1 = 0.0; ym2 = 0.0;
    for (int i = 0; i < W_; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j]; ym2 = ym1; ym1 = y1[i][j];
    }
  }
  for (int j = 0; j < H_; j++) {
    tp1 = 0.0; tp2 = 0.0; yp1 = 0.0; yp2 = 0.0;
    for (int i = W_ - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1; tp1 = imgOut[i][j]; yp2 = yp1; yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < W_; i++)
    for (int j = 0; j < H_; j++) imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}

void kernel_floyd_warshall(double path[N_][N_]) {
  for (int k = 0; k < N_; k++)
    for (int i = 0; i < N_; i++)
      for (int j = 0; j < N_; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}

void kernel_nussinov(double seq[N_], double table[N_][N_]) {
  for (int i = N_ - 1; i >= 0; i--) {
    for (int j = i + 1; j < N_; j++) {
      if (j - 1 >= 0) table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < N_) table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < N_) {
        if (i < j - 1) table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
        else table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (int k = i + 1; k < j; k++) table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
}

void kernel_adi(double u[N_][N_], double v[N_][N_], double p[N_][N_], double q[N_][N_]) {
  double DX, DY, DT, B1, B2, mul1, mul2, a, b, c, d, e, f;
  DX = 1.0 / (double)N_;
  DY = 1.0 / (double)N_;
  DT = 1.0 / (double)T_;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);
  a = -mul1 / 2.0; b = 1.0 + mul1; c = a;
  d = -mul2 / 2.0; e = 1.0 + mul2; f = d;
  for (int t = 1; t <= T_; t++) {
    for (int i = 1; i < N_ - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (int j = 1; j < N_ - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }
      v[N_ - 1][i] = 1.0;
      for (int j = N_ - 2; j >= 1; j--) v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (int i = 1; i < N_ - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (int j = 1; j < N_ - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) /
                  (d * p[i][j - 1] + e);
      }
      u[i][N_ - 1] = 1.0;
      for (int j = N_ - 2; j >= 1; j--) u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}

void kernel_fdtd_2d(double ex[NX][NY], double ey[NX][NY], double hz[NX][NY], double _fict_[T_]) {
  for (int t = 0; t < T_; t++) {
    for (int j = 0; j < NY; j++) ey[0][j] = _fict_[t];
    for (int i = 1; i < NX; i++)
      for (int j = 0; j < NY; j++) ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (int i = 0; i < NX; i++)
      for (int j = 1; j < NY; j++) ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (int i = 0; i < NX - 1; i++)
      for (int j = 0; j < NY - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}

void kernel_heat_3d(double A[N_][N_][N_], double B[N_][N_][N_]) {
  for (int t = 1; t <= T_; t++) {
    for (int i = 1; i < N_ - 1; i++)
      for (int j = 1; j < N_ - 1; j++)
        for (int k = 1; k < N_ - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
    for (int i = 1; i < N_ - 1; i++)
      for (int j = 1; j < N_ - 1; j++)
        for (int k = 1; k < N_ - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
  }
}

void kernel_jacobi_1d(double A[N_], double B[N_]) {
  for (int t = 0; t < T_; t++) {
    for (int i = 1; i < N_ - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < N_ - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

void kernel_jacobi_2d(double A[N_][N_], double B[N_][N_]) {
  for (int t = 0; t < T_; t++) {
    for (int i = 1; i < N_ - 1; i++)
      for (int j = 1; j < N_ - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (int i = 1; i < N_ - 1; i++)
      for (int j = 1; j < N_ - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}

void kernel_seidel_2d(double A[N_][N_]) {
  for (int t = 0; t <= T_ - 1; t++)
    for (int i = 1; i <= N_ - 2; i++)
      for (int j = 1; j <= N_ - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
