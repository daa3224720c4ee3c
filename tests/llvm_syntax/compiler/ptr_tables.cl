__constant int a[4] = {1,2,3,4};
__constant int b[4] = {5,6,7,8};
__constant int *__constant tbl[2] = {a, b};
__global int g1[4] = {1,2,3,4};
__global int * __global gp[1] = {g1};
__kernel void k(__global int *o, int i) { o[i] = tbl[i&1][i&3] + gp[0][i&3]; }
