	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	s_lshl_b32 s4, s7, 4
	v_add_u32_e32 v7, vcc, s4, v1
	s_lshl_b32 s4, s6, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v2, 6, v1
	v_add_u32_e32 v10, vcc, 0x1000, v2
	v_lshlrev_b32_e32 v2, 8, v1
	v_mul_lo_u32 v1, v1, s0
	v_mul_lo_u32 v8, v7, s1
	v_lshlrev_b32_e32 v9, 2, v0
	s_movk_i32 s7, 0x400
	v_add_u32_e32 v14, vcc, s7, v9
	s_movk_i32 s7, 0x800
	v_add_u32_e32 v15, vcc, s7, v9
	s_movk_i32 s7, 0xc00
	v_add_u32_e32 v11, vcc, v10, v9
	v_add_u32_e32 v12, vcc, v2, v9
	v_add_u32_e32 v13, vcc, s4, v1
	s_lshl_b32 s5, s0, 4
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v16, vcc, s7, v9
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, 0
	s_mov_b32 m0, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, vcc, v0, v8
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v0, v13
	v_mov_b32_e32 v21, s11
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_u32_e32 v17, vcc, s10, v17
	v_addc_u32_e32 v18, vcc, v21, v18, vcc
	v_mov_b32_e32 v27, s13
	v_add_u32_e32 v19, vcc, s12, v19
	v_addc_u32_e32 v20, vcc, v27, v20, vcc
	v_mov_b32_e32 v22, v2
	v_add_u32_e32 v21, vcc, 16, v1
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_mov_b32_e32 v24, v2
	v_add_u32_e32 v21, vcc, s12, v21
	v_addc_u32_e32 v22, vcc, v27, v22, vcc
	v_add_u32_e32 v23, vcc, 32, v1
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	s_add_i32 s6, s6, 16
	v_add_u32_e32 v23, vcc, s12, v23
	v_addc_u32_e32 v24, vcc, v27, v24, vcc
	v_add_u32_e32 v1, vcc, 48, v1
	v_lshlrev_b64 v[25:26], 2, v[1:2]
	s_cmp_ge_u32 s6, s1
	v_add_u32_e32 v25, vcc, s12, v25
	v_addc_u32_e32 v26, vcc, v27, v26, vcc
	flat_load_dword v1, v[17:18]
	flat_load_dword v17, v[19:20]
	flat_load_dword v18, v[21:22]
	flat_load_dword v19, v[23:24]
	flat_load_dword v20, v[25:26]
	v_add_u32_e32 v8, vcc, 16, v8
	v_add_u32_e32 v13, vcc, s5, v13
	s_waitcnt vmcnt(4)
	ds_write_b32 v11, v1
	s_waitcnt vmcnt(2)
	ds_write2_b32 v12, v17, v18 offset1:16
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v19, v20 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[17:18], v9 offset1:16
	ds_read2_b32 v[19:20], v10 offset1:1
	ds_read2_b32 v[21:22], v10 offset0:2 offset1:3
	ds_read2_b32 v[23:24], v10 offset0:4 offset1:5
	ds_read2_b32 v[25:26], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v3, v19, v17
	v_mac_f32_e32 v5, v19, v18
	ds_read2_b32 v[17:18], v9 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v19, v17
	v_mac_f32_e32 v4, v19, v18
	ds_read2_b32 v[17:18], v9 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v20, v17
	v_mac_f32_e32 v5, v20, v18
	ds_read2_b32 v[17:18], v9 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v20, v17
	v_mac_f32_e32 v4, v20, v18
	ds_read2_b32 v[17:18], v9 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v21, v17
	v_mac_f32_e32 v5, v21, v18
	ds_read2_b32 v[17:18], v9 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v21, v17
	v_mac_f32_e32 v4, v21, v18
	ds_read2_b32 v[17:18], v9 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v22, v17
	v_mac_f32_e32 v5, v22, v18
	ds_read2_b32 v[17:18], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v22, v17
	v_mac_f32_e32 v4, v22, v18
	ds_read2_b32 v[17:18], v14 offset1:16
	ds_read2_b32 v[19:20], v14 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v23, v17
	v_mac_f32_e32 v5, v23, v18
	ds_read2_b32 v[17:18], v14 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v23, v19
	v_mac_f32_e32 v4, v23, v20
	ds_read2_b32 v[19:20], v14 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v24, v17
	v_mac_f32_e32 v5, v24, v18
	ds_read2_b32 v[17:18], v14 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v24, v19
	v_mac_f32_e32 v4, v24, v20
	ds_read2_b32 v[19:20], v14 offset0:160 offset1:176
	ds_read2_b32 v[21:22], v14 offset0:192 offset1:208
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v3, v25, v17
	v_mac_f32_e32 v5, v25, v18
	ds_read2_b32 v[17:18], v14 offset0:224 offset1:240
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v6, v25, v19
	v_mac_f32_e32 v4, v25, v20
	ds_read2_b32 v[19:20], v15 offset1:16
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v3, v26, v21
	v_mac_f32_e32 v5, v26, v22
	ds_read2_b32 v[21:22], v10 offset0:8 offset1:9
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v6, v26, v17
	v_mac_f32_e32 v4, v26, v18
	ds_read2_b32 v[17:18], v10 offset0:10 offset1:11
	ds_read2_b32 v[23:24], v10 offset0:13 offset1:14
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v3, v21, v19
	v_mac_f32_e32 v5, v21, v20
	ds_read2_b32 v[19:20], v15 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v21, v19
	v_mac_f32_e32 v4, v21, v20
	ds_read2_b32 v[19:20], v15 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v22, v19
	v_mac_f32_e32 v5, v22, v20
	ds_read2_b32 v[19:20], v15 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v6, v22, v19
	v_mac_f32_e32 v4, v22, v20
	ds_read2_b32 v[19:20], v15 offset0:128 offset1:144
	ds_read2_b32 v[21:22], v15 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v17, v19
	v_mac_f32_e32 v5, v17, v20
	ds_read2_b32 v[19:20], v15 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v17, v21
	v_mac_f32_e32 v4, v17, v22
	ds_read2_b32 v[21:22], v15 offset0:224 offset1:240
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v18, v19
	v_mac_f32_e32 v5, v18, v20
	ds_read2_b32 v[19:20], v16 offset1:16
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v18, v21
	v_mac_f32_e32 v4, v18, v22
	ds_read2_b32 v[17:18], v10 offset0:12 offset1:15
	ds_read2_b32 v[21:22], v16 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v17, v19
	v_mac_f32_e32 v5, v17, v20
	ds_read2_b32 v[19:20], v16 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v17, v21
	v_mac_f32_e32 v4, v17, v22
	ds_read2_b32 v[21:22], v16 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v23, v19
	v_mac_f32_e32 v5, v23, v20
	ds_read2_b32 v[19:20], v16 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v23, v21
	v_mac_f32_e32 v4, v23, v22
	ds_read2_b32 v[21:22], v16 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v3, v24, v19
	v_mac_f32_e32 v5, v24, v20
	ds_read2_b32 v[19:20], v16 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v6, v24, v21
	v_mac_f32_e32 v4, v24, v22
	ds_read2_b32 v[21:22], v16 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v18, v19
	v_mac_f32_e32 v5, v18, v20
	s_barrier 
	v_mac_f32_e32 v6, v18, v21
	v_mac_f32_e32 v4, v18, v22
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, 0
.LBB0_4:
	v_mad_u64_u32 v[1:2], s[0:1], s0, v7, 0
	v_add_u32_e32 v0, vcc, s4, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v7, s9
	v_add_u32_e32 v8, vcc, s8, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_u32_e32 v2, vcc, v7, v2, vcc
	v_add_u32_e32 v0, vcc, v8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v7, vcc, 64, v0
	v_addc_u32_e32 v8, vcc, 0, v1, vcc
	s_movk_i32 s0, 0x80
	v_add_u32_e32 v9, vcc, s0, v0
	v_addc_u32_e32 v10, vcc, 0, v1, vcc
	v_add_u32_e32 v11, vcc, 0xc0, v0
	v_addc_u32_e32 v12, vcc, 0, v1, vcc
	flat_load_dword v2, v[0:1]
	flat_load_dword v13, v[7:8]
	flat_load_dword v14, v[9:10]
	flat_load_dword v15, v[11:12]
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s3, v2
	v_mac_f32_e32 v2, s2, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, s3, v13
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, s3, v14
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, s3, v15
	v_mac_f32_e32 v3, s2, v5
	v_mac_f32_e32 v0, s2, v6
	v_mac_f32_e32 v1, s2, v4
	flat_store_dword v[7:8], v3
	flat_store_dword v[9:10], v0
	flat_store_dword v[11:12], v1
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
; codeLenInByte = 1324
; NumSgprs: 16
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 28
; Occupancy: 9
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
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
