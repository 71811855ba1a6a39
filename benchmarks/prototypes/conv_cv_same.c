/* conv2d_same (padding 1, stride 1, K 64) with vectors along the output channels: see conv_cv.h */
int k_conv2d_same(const float *restrict a_I, const float *restrict a_Wt, float *restrict a_O);  /* for c_ab */
#define ENTRY k_conv2d_same
#define K 64
#define STRIDE 1
#define PAD 1
#include "conv_cv.h"
