/* conv2d_3x3_bias_relu (valid, stride 1, K 64, then relu(O + bias(k))) with vectors along the
 * output channels: see conv_cv.h */
int k_conv2d_3x3_bias_relu(const float *restrict a_I, const float *restrict a_Wt, const float *restrict a_bias, float *restrict a_O);  /* for c_ab */
#define ENTRY k_conv2d_3x3_bias_relu
#define K 64
#define STRIDE 1
#define PAD 0
#define BIAS_RELU
#include "conv_cv.h"
