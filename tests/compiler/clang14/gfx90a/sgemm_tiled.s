	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	v_and_b32_e32 v6, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s6, s6, 6
	s_mov_b32 s4, 0
	v_lshl_add_u32 v7, s7, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_mov_b32 s5, s4
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v1, 0x1000
	v_lshlrev_b32_e32 v10, 2, v6
	v_lshl_add_u32 v9, v0, 6, v1
	v_lshl_add_u32 v12, v0, 8, v10
	v_mul_lo_u32 v0, v0, s0
	v_mul_lo_u32 v8, v7, s1
	v_add_u32_e32 v11, v9, v10
	v_add_u32_e32 v13, s6, v0
	s_lshl_b32 s7, s0, 4
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v14, 0x400, v10
	v_add_u32_e32 v15, 0x800, v10
	v_add_u32_e32 v16, 0xc00, v10
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, v6, v8
	v_lshlrev_b64 v[22:23], 2, v[4:5]
	v_mov_b32_e32 v17, s11
	v_add_u32_e32 v4, v6, v13
	v_add_co_u32_e32 v22, vcc, s10, v22
	v_addc_co_u32_e32 v23, vcc, v17, v23, vcc
	v_lshlrev_b64 v[24:25], 2, v[4:5]
	v_mov_b32_e32 v26, s13
	v_mov_b32_e32 v19, v5
	v_add_u32_e32 v18, 16, v4
	global_load_dword v17, v[22:23], off
	v_add_co_u32_e32 v22, vcc, s12, v24
	v_addc_co_u32_e32 v23, vcc, v26, v25, vcc
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v21, v5
	v_add_u32_e32 v20, 32, v4
	v_add_co_u32_e32 v18, vcc, s12, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v26, v19, vcc
	v_add_u32_e32 v4, 48, v4
	v_add_co_u32_e32 v20, vcc, s12, v20
	v_lshlrev_b64 v[24:25], 2, v[4:5]
	v_addc_co_u32_e32 v21, vcc, v26, v21, vcc
	v_add_co_u32_e32 v24, vcc, s12, v24
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	global_load_dword v4, v[22:23], off
	global_load_dword v26, v[18:19], off
	global_load_dword v27, v[20:21], off
	global_load_dword v28, v[24:25], off
	s_add_i32 s4, s4, 16
	v_add_u32_e32 v8, 16, v8
	v_add_u32_e32 v13, s7, v13
	s_cmp_ge_u32 s4, s1
	s_waitcnt vmcnt(4)
	ds_write_b32 v11, v17
	s_waitcnt vmcnt(2)
	ds_write2_b32 v12, v4, v26 offset1:16
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v27, v28 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[34:35], v10 offset1:16
	ds_read2_b32 v[36:37], v10 offset0:32 offset1:48
	ds_read2_b32 v[38:39], v10 offset0:64 offset1:80
	ds_read2_b32 v[40:41], v10 offset0:96 offset1:112
	ds_read2_b32 v[42:43], v10 offset0:128 offset1:144
	ds_read2_b32 v[44:45], v10 offset0:160 offset1:176
	ds_read2_b32 v[46:47], v10 offset0:192 offset1:208
	ds_read2_b32 v[48:49], v10 offset0:224 offset1:240
	ds_read2_b64 v[18:21], v9 offset1:1
	ds_read2_b64 v[22:25], v9 offset0:2 offset1:3
	ds_read2_b32 v[50:51], v14 offset1:16
	ds_read2_b32 v[52:53], v14 offset0:32 offset1:48
	ds_read2_b32 v[54:55], v14 offset0:64 offset1:80
	ds_read2_b32 v[56:57], v14 offset0:96 offset1:112
	ds_read2_b32 v[58:59], v14 offset0:128 offset1:144
	ds_read2_b32 v[60:61], v14 offset0:160 offset1:176
	ds_read2_b32 v[62:63], v14 offset0:192 offset1:208
	ds_read2_b32 v[64:65], v14 offset0:224 offset1:240
	ds_read2_b32 v[66:67], v15 offset1:16
	ds_read2_b32 v[68:69], v15 offset0:32 offset1:48
	ds_read2_b32 v[70:71], v15 offset0:64 offset1:80
	ds_read2_b32 v[72:73], v15 offset0:96 offset1:112
	ds_read2_b32 v[74:75], v15 offset0:128 offset1:144
	ds_read2_b32 v[76:77], v15 offset0:160 offset1:176
	ds_read2_b32 v[78:79], v15 offset0:192 offset1:208
	ds_read2_b32 v[80:81], v15 offset0:224 offset1:240
	ds_read2_b32 v[82:83], v16 offset1:16
	ds_read2_b64 v[26:29], v9 offset0:4 offset1:5
	ds_read_b32 v4, v9 offset:48
	ds_read_b96 v[30:32], v9 offset:52
	ds_read2_b32 v[84:85], v16 offset0:32 offset1:48
	ds_read2_b32 v[86:87], v16 offset0:64 offset1:80
	ds_read2_b32 v[88:89], v16 offset0:96 offset1:112
	ds_read2_b32 v[90:91], v16 offset0:128 offset1:144
	ds_read2_b32 v[92:93], v16 offset0:160 offset1:176
	ds_read2_b32 v[94:95], v16 offset0:192 offset1:208
	ds_read2_b32 v[96:97], v16 offset0:224 offset1:240
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[2:3], v[18:19], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v37, v34
	v_mov_b32_e32 v34, v39
	v_mov_b32_e32 v35, v38
	v_pk_fma_f32 v[0:1], v[18:19], v[36:37], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v38, v43
	v_mov_b32_e32 v39, v42
	v_pk_fma_f32 v[2:3], v[18:19], v[40:41], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[18:19], v[34:35], v[0:1] op_sel:[1,0,0]
	v_mov_b32_e32 v42, v21
	v_mov_b32_e32 v98, v47
	v_mov_b32_e32 v99, v46
	v_pk_fma_f32 v[2:3], v[20:21], v[44:45], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[20:21], v[38:39], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v46, v51
	v_mov_b32_e32 v47, v50
	v_pk_fma_f32 v[2:3], v[42:43], v[48:49], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[42:43], v[98:99], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50, v55
	v_mov_b32_e32 v51, v54
	v_pk_fma_f32 v[2:3], v[22:23], v[52:53], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[22:23], v[46:47], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v54, v59
	v_mov_b32_e32 v55, v58
	v_pk_fma_f32 v[2:3], v[22:23], v[56:57], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[22:23], v[50:51], v[0:1] op_sel:[1,0,0]
	v_mov_b32_e32 v58, v25
	v_mov_b32_e32 v100, v63
	v_mov_b32_e32 v101, v62
	v_pk_fma_f32 v[2:3], v[24:25], v[60:61], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[24:25], v[54:55], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v62, v67
	v_mov_b32_e32 v63, v66
	v_pk_fma_f32 v[2:3], v[58:59], v[64:65], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[58:59], v[100:101], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v71
	v_mov_b32_e32 v67, v70
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[2:3], v[26:27], v[68:69], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[26:27], v[62:63], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v70, v75
	v_mov_b32_e32 v71, v74
	v_pk_fma_f32 v[2:3], v[26:27], v[72:73], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[26:27], v[66:67], v[0:1] op_sel:[1,0,0]
	v_mov_b32_e32 v74, v29
	v_mov_b32_e32 v36, v79
	v_mov_b32_e32 v37, v78
	v_pk_fma_f32 v[2:3], v[28:29], v[76:77], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[28:29], v[70:71], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40, v83
	v_mov_b32_e32 v41, v82
	v_pk_fma_f32 v[2:3], v[74:75], v[80:81], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[74:75], v[36:37], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v18, v87
	v_mov_b32_e32 v19, v86
	v_pk_fma_f32 v[2:3], v[4:5], v[84:85], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[4:5], v[40:41], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v34, v91
	v_mov_b32_e32 v35, v90
	v_pk_fma_f32 v[2:3], v[30:31], v[88:89], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[30:31], v[18:19], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v32
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v32, v95
	v_mov_b32_e32 v33, v94
	v_pk_fma_f32 v[2:3], v[30:31], v[92:93], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[30:31], v[34:35], v[0:1] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[20:21], v[96:97], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[20:21], v[32:33], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_pk_mov_b32 v[0:1], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
.LBB0_4:
	v_add_u32_e32 v4, s6, v6
	v_mad_u64_u32 v[6:7], s[0:1], s0, v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[4:5], off offset:64
	global_load_dword v8, v[4:5], off offset:128
	global_load_dword v9, v[4:5], off offset:192
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v6, s3, v6
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v7, s3, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s3, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s3, v9
	v_fmac_f32_e32 v6, s2, v1
	v_fmac_f32_e32 v7, s2, v0
	v_fmac_f32_e32 v8, s2, v2
	v_fmac_f32_e32 v9, s2, v3
	global_store_dword v[4:5], v6, off
	global_store_dword v[4:5], v7, off offset:64
	global_store_dword v[4:5], v8, off offset:128
	global_store_dword v[4:5], v9, off offset:192
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
		.amdhsa_next_free_vgpr 102
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 104
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
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1464
; NumSgprs: 16
; NumVgprs: 102
; NumAgprs: 0
; TotalNumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 102
; AccumOffset: 104
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 25
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .vgpr_count:     102
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
