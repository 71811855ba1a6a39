/* conv2d_stride2 (no padding, stride 2, K 128) with vectors along the output channels: see conv_cv.h */
int k_conv2d_stride2(const float *restrict a_I, const float *restrict a_Wt, float *restrict a_O);  /* for c_ab */
#define ENTRY k_conv2d_stride2
#define K 128
#define STRIDE 2
#define PAD 0
#include "conv_cv.h"
