	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_lshl_b32 s4, s6, 6
	v_lshl_add_u32 v3, s7, 4, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v2, 0x1000
	v_lshl_add_u32 v5, v1, 6, v2
	v_mul_lo_u32 v2, v1, s0
	v_mul_lo_u32 v4, v3, s1
	v_lshlrev_b32_e32 v6, 2, v0
	v_add_u32_e32 v7, v5, v6
	v_lshl_add_u32 v8, v1, 8, v6
	v_add_u32_e32 v9, s4, v2
	s_lshl_b32 s5, s0, 4
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v10, 0x400, v6
	v_add_u32_e32 v11, 0x800, v6
	v_add_u32_e32 v12, 0xc00, v6
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, v0, v4
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_u32_e32 v1, v0, v9
	v_mov_b32_e32 v21, s11
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_co_u32_e32 v17, vcc, s10, v17
	v_addc_co_u32_e32 v18, vcc, v21, v18, vcc
	v_mov_b32_e32 v22, v2
	v_add_u32_e32 v21, 16, v1
	v_mov_b32_e32 v27, s13
	v_add_co_u32_e32 v19, vcc, s12, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_addc_co_u32_e32 v20, vcc, v27, v20, vcc
	v_mov_b32_e32 v24, v2
	v_add_u32_e32 v23, 32, v1
	v_add_co_u32_e32 v21, vcc, s12, v21
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_addc_co_u32_e32 v22, vcc, v27, v22, vcc
	v_add_u32_e32 v1, 48, v1
	v_add_co_u32_e32 v23, vcc, s12, v23
	v_lshlrev_b64 v[25:26], 2, v[1:2]
	v_addc_co_u32_e32 v24, vcc, v27, v24, vcc
	v_add_co_u32_e32 v25, vcc, s12, v25
	v_addc_co_u32_e32 v26, vcc, v27, v26, vcc
	global_load_dword v1, v[17:18], off
	global_load_dword v27, v[19:20], off
	global_load_dword v28, v[21:22], off
	global_load_dword v29, v[23:24], off
	global_load_dword v30, v[25:26], off
	s_add_i32 s6, s6, 16
	v_add_u32_e32 v4, 16, v4
	v_add_u32_e32 v9, s5, v9
	s_cmp_ge_u32 s6, s1
	s_waitcnt vmcnt(4)
	ds_write_b32 v7, v1
	s_waitcnt vmcnt(2)
	ds_write2_b32 v8, v27, v28 offset1:16
	s_waitcnt vmcnt(0)
	ds_write2_b32 v8, v29, v30 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[25:26], v6 offset1:16
	ds_read2_b64 v[17:20], v5 offset1:1
	ds_read2_b64 v[21:24], v5 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v17, v25, v13
	v_fma_f32 v25, v17, v26, v14
	ds_read2_b32 v[13:14], v6 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v16, v17, v13, v16
	v_fma_f32 v15, v17, v14, v15
	ds_read2_b32 v[13:14], v6 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, v18, v13, v1
	v_fma_f32 v17, v18, v14, v25
	ds_read2_b32 v[13:14], v6 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v16, v18, v13, v16
	v_fma_f32 v15, v18, v14, v15
	ds_read2_b32 v[13:14], v6 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, v19, v13, v1
	v_fma_f32 v17, v19, v14, v17
	ds_read2_b32 v[13:14], v6 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v16, v19, v13, v16
	v_fma_f32 v15, v19, v14, v15
	ds_read2_b32 v[13:14], v6 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, v20, v13, v1
	v_fma_f32 v17, v20, v14, v17
	ds_read2_b32 v[13:14], v6 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v18, v20, v13, v16
	v_fma_f32 v19, v20, v14, v15
	ds_read2_b32 v[13:14], v10 offset1:16
	ds_read2_b32 v[15:16], v10 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v21, v13, v1
	v_fma_f32 v17, v21, v14, v17
	ds_read2_b32 v[13:14], v10 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v18, v21, v15, v18
	v_fma_f32 v19, v21, v16, v19
	ds_read2_b32 v[15:16], v10 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v22, v13, v1
	v_fma_f32 v17, v22, v14, v17
	ds_read2_b32 v[13:14], v10 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v18, v22, v15, v18
	v_fma_f32 v19, v22, v16, v19
	ds_read2_b32 v[15:16], v10 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v23, v13, v1
	v_fma_f32 v17, v23, v14, v17
	ds_read2_b32 v[13:14], v10 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v20, v23, v15, v18
	v_fma_f32 v19, v23, v16, v19
	ds_read2_b32 v[15:16], v10 offset0:224 offset1:240
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v21, v24, v14, v17
	ds_read2_b32 v[17:18], v11 offset1:16
	v_fma_f32 v1, v24, v13, v1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v22, v24, v15, v20
	v_fma_f32 v23, v24, v16, v19
	ds_read2_b64 v[13:16], v5 offset0:4 offset1:5
	ds_read2_b32 v[19:20], v11 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v13, v17, v1
	v_fma_f32 v21, v13, v18, v21
	ds_read2_b32 v[17:18], v11 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v22, v13, v19, v22
	v_fma_f32 v13, v13, v20, v23
	ds_read2_b32 v[19:20], v11 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v14, v17, v1
	v_fma_f32 v21, v14, v18, v21
	ds_read2_b32 v[17:18], v11 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v19, v14, v19, v22
	v_fma_f32 v20, v14, v20, v13
	ds_read2_b32 v[13:14], v11 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v15, v17, v1
	v_fma_f32 v21, v15, v18, v21
	ds_read2_b32 v[17:18], v11 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v19, v15, v13, v19
	v_fma_f32 v15, v15, v14, v20
	ds_read2_b32 v[13:14], v11 offset0:224 offset1:240
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v20, v16, v18, v21
	ds_read_b32 v21, v5 offset:48
	v_fma_f32 v1, v16, v17, v1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v22, v16, v13, v19
	v_fma_f32 v23, v16, v14, v15
	ds_read2_b32 v[16:17], v12 offset1:16
	ds_read2_b32 v[18:19], v12 offset0:32 offset1:48
	ds_read_b96 v[13:15], v5 offset:52
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v1, v21, v16, v1
	v_fma_f32 v20, v21, v17, v20
	ds_read2_b32 v[16:17], v12 offset0:64 offset1:80
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v22, v21, v18, v22
	v_fma_f32 v21, v21, v19, v23
	ds_read2_b32 v[18:19], v12 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v13, v16, v1
	v_fma_f32 v20, v13, v17, v20
	ds_read2_b32 v[16:17], v12 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v22, v13, v18, v22
	v_fma_f32 v13, v13, v19, v21
	ds_read2_b32 v[18:19], v12 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, v14, v16, v1
	v_fma_f32 v20, v14, v17, v20
	ds_read2_b32 v[16:17], v12 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v21, v14, v18, v22
	v_fma_f32 v22, v14, v19, v13
	ds_read2_b32 v[18:19], v12 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v13, v15, v16, v1
	v_fma_f32 v14, v15, v17, v20
	s_barrier 
	v_fma_f32 v16, v15, v18, v21
	v_fma_f32 v15, v15, v19, v22
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
.LBB0_4:
	v_mad_u64_u32 v[1:2], s[0:1], s0, v3, 0
	v_add_u32_e32 v0, s4, v0
	v_mov_b32_e32 v3, s9
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32_e32 v4, vcc, s8, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[0:1], off offset:64
	global_load_dword v4, v[0:1], off offset:128
	global_load_dword v5, v[0:1], off offset:192
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s3, v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, s3, v3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, s3, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s3, v5
	v_fma_f32 v2, s2, v13, v2
	v_fma_f32 v3, s2, v14, v3
	v_fma_f32 v4, s2, v16, v4
	v_fma_f32 v5, s2, v15, v5
	global_store_dword v[0:1], v2, off
	global_store_dword v[0:1], v3, off offset:64
	global_store_dword v[0:1], v4, off offset:128
	global_store_dword v[0:1], v5, off offset:192
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	sgemm_tiled, .Lfunc_end0-sgemm_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1796
; NumSgprs: 16
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 31
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 5120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
