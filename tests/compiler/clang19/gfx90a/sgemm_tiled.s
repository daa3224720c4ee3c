	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_and_b32_e32 v6, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s4, s6, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	v_lshl_add_u32 v7, s7, 4, v0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v1, 0x1000
	v_lshlrev_b32_e32 v10, 2, v6
	v_lshl_add_u32 v9, v0, 6, v1
	v_lshl_add_u32 v12, v0, 8, v10
	v_mul_lo_u32 v0, v0, s0
	v_mov_b32_e32 v1, 0
	v_mul_lo_u32 v8, v7, s1
	v_add_u32_e32 v11, v9, v10
	v_add_u32_e32 v13, s4, v0
	s_lshl_b32 s5, s0, 4
	s_mov_b32 s6, 0
	v_mov_b32_e32 v14, s11
	v_mov_b32_e32 v15, s13
	v_add_u32_e32 v16, 0x400, v10
	v_add_u32_e32 v17, 0x800, v10
	v_add_u32_e32 v18, 0xc00, v10
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, v6, v8
	v_lshlrev_b64 v[20:21], 2, v[0:1]
	v_add_co_u32_e32 v20, vcc, s10, v20
	v_addc_co_u32_e32 v21, vcc, v14, v21, vcc
	global_load_dword v0, v[20:21], off
	s_add_i32 s6, s6, 16
	v_add_u32_e32 v8, 16, v8
	s_cmp_ge_u32 s6, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v0
	v_add_u32_e32 v0, v6, v13
	v_lshlrev_b64 v[20:21], 2, v[0:1]
	v_add_co_u32_e32 v20, vcc, s12, v20
	v_addc_co_u32_e32 v21, vcc, v15, v21, vcc
	global_load_dword v19, v[20:21], off
	v_add_u32_e32 v20, 16, v0
	v_mov_b32_e32 v21, v1
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s12, v20
	v_addc_co_u32_e32 v21, vcc, v15, v21, vcc
	global_load_dword v20, v[20:21], off
	v_mov_b32_e32 v21, v1
	v_add_u32_e32 v13, s5, v13
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v19, v20 offset1:16
	v_add_u32_e32 v20, 32, v0
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s12, v20
	v_addc_co_u32_e32 v21, vcc, v15, v21, vcc
	v_add_u32_e32 v0, 48, v0
	global_load_dword v19, v[20:21], off
	v_lshlrev_b64 v[20:21], 2, v[0:1]
	v_add_co_u32_e32 v20, vcc, s12, v20
	v_addc_co_u32_e32 v21, vcc, v15, v21, vcc
	global_load_dword v0, v[20:21], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v19, v0 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[20:21], v9 offset1:1
	ds_read2_b32 v[22:23], v10 offset1:16
	ds_read2_b32 v[24:25], v10 offset0:32 offset1:48
	ds_read2_b32 v[26:27], v10 offset0:64 offset1:80
	ds_read2_b32 v[28:29], v10 offset0:96 offset1:112
	ds_read2_b32 v[30:31], v9 offset0:2 offset1:3
	ds_read2_b32 v[32:33], v10 offset0:128 offset1:144
	ds_read2_b32 v[34:35], v10 offset0:160 offset1:176
	ds_read2_b32 v[36:37], v10 offset0:192 offset1:208
	ds_read2_b32 v[38:39], v10 offset0:224 offset1:240
	ds_read2_b32 v[40:41], v9 offset0:4 offset1:5
	ds_read2_b32 v[42:43], v16 offset1:16
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v44, v23
	v_mov_b32_e32 v45, v22
	v_pk_fma_f32 v[4:5], v[20:21], v[44:45], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v22, v27
	v_mov_b32_e32 v23, v26
	v_pk_fma_f32 v[4:5], v[20:21], v[22:23], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v22, v33
	v_mov_b32_e32 v23, v32
	v_pk_fma_f32 v[4:5], v[30:31], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v22, v37
	v_mov_b32_e32 v23, v36
	v_pk_fma_f32 v[4:5], v[30:31], v[22:23], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v22, v43
	v_mov_b32_e32 v23, v42
	v_pk_fma_f32 v[4:5], v[40:41], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	ds_read2_b32 v[22:23], v16 offset0:32 offset1:48
	v_pk_fma_f32 v[2:3], v[20:21], v[24:25], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[20:21], v[28:29], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[30:31], v[34:35], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[30:31], v[38:39], v[2:3] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[40:41], v[22:23], v[2:3] op_sel_hi:[0,1,1]
	ds_read2_b32 v[20:21], v16 offset0:64 offset1:80
	ds_read2_b32 v[22:23], v16 offset0:96 offset1:112
	ds_read2_b32 v[24:25], v9 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v16 offset0:128 offset1:144
	ds_read2_b32 v[28:29], v16 offset0:160 offset1:176
	ds_read2_b32 v[30:31], v16 offset0:192 offset1:208
	ds_read2_b32 v[32:33], v16 offset0:224 offset1:240
	ds_read2_b32 v[34:35], v9 offset0:8 offset1:9
	ds_read2_b32 v[36:37], v17 offset1:16
	ds_read2_b32 v[38:39], v17 offset0:32 offset1:48
	ds_read2_b32 v[42:43], v17 offset0:64 offset1:80
	ds_read2_b32 v[44:45], v17 offset0:96 offset1:112
	ds_read2_b32 v[46:47], v9 offset0:10 offset1:11
	ds_read2_b32 v[48:49], v17 offset0:128 offset1:144
	ds_read2_b32 v[50:51], v17 offset0:160 offset1:176
	ds_read2_b32 v[52:53], v17 offset0:192 offset1:208
	ds_read2_b32 v[54:55], v17 offset0:224 offset1:240
	ds_read2_b32 v[56:57], v9 offset0:12 offset1:13
	ds_read2_b32 v[58:59], v18 offset1:16
	ds_read2_b32 v[60:61], v18 offset0:32 offset1:48
	ds_read2_b32 v[62:63], v18 offset0:64 offset1:80
	ds_read2_b32 v[64:65], v18 offset0:96 offset1:112
	ds_read2_b32 v[66:67], v9 offset0:14 offset1:15
	ds_read2_b32 v[68:69], v18 offset0:128 offset1:144
	s_waitcnt lgkmcnt(14)
	v_mov_b32_e32 v70, v21
	v_mov_b32_e32 v71, v20
	v_pk_fma_f32 v[4:5], v[40:41], v[70:71], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v20, v27
	v_mov_b32_e32 v21, v26
	v_pk_fma_f32 v[4:5], v[24:25], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v21, v30
	v_pk_fma_f32 v[4:5], v[24:25], v[20:21], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v20, v37
	v_mov_b32_e32 v21, v36
	v_pk_fma_f32 v[4:5], v[34:35], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(13)
	v_mov_b32_e32 v20, v43
	v_mov_b32_e32 v21, v42
	v_pk_fma_f32 v[4:5], v[34:35], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v21, v48
	v_pk_fma_f32 v[4:5], v[46:47], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v20, v53
	v_mov_b32_e32 v21, v52
	v_pk_fma_f32 v[2:3], v[40:41], v[22:23], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[46:47], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v20, v59
	v_mov_b32_e32 v21, v58
	v_pk_fma_f32 v[2:3], v[24:25], v[28:29], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[56:57], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v20, v63
	v_mov_b32_e32 v21, v62
	v_pk_fma_f32 v[2:3], v[24:25], v[32:33], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[56:57], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v69
	v_mov_b32_e32 v21, v68
	v_pk_fma_f32 v[2:3], v[34:35], v[38:39], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	ds_read2_b32 v[20:21], v18 offset0:160 offset1:176
	v_pk_fma_f32 v[2:3], v[34:35], v[44:45], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[46:47], v[50:51], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[46:47], v[54:55], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[56:57], v[60:61], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[56:57], v[64:65], v[2:3] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[66:67], v[20:21], v[2:3] op_sel_hi:[0,1,1]
	ds_read2_b32 v[20:21], v18 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v22, v21
	v_mov_b32_e32 v23, v20
	ds_read2_b32 v[20:21], v18 offset0:224 offset1:240
	v_pk_fma_f32 v[4:5], v[66:67], v[22:23], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_pk_fma_f32 v[2:3], v[66:67], v[20:21], v[2:3] op_sel:[1,0,0]
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_4:
	v_add_u32_e32 v0, s4, v6
	v_mad_u64_u32 v[6:7], s[0:1], s0, v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v6, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	global_load_dword v6, v[0:1], off
	global_load_dword v7, v[0:1], off offset:64
	global_load_dword v8, v[0:1], off offset:128
	global_load_dword v9, v[0:1], off offset:192
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v6, s3, v6
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v7, s3, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s3, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s3, v9
	v_fmac_f32_e32 v6, s2, v5
	v_fmac_f32_e32 v7, s2, v4
	v_fmac_f32_e32 v8, s2, v2
	v_fmac_f32_e32 v9, s2, v3
	global_store_dword v[0:1], v6, off
	global_store_dword v[0:1], v7, off offset:64
	global_store_dword v[0:1], v8, off offset:128
	global_store_dword v[0:1], v9, off offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1348
; NumSgprs: 18
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
