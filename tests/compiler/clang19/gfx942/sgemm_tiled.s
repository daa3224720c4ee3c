	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_and_b32_e32 v6, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s0, s2, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s5, 0
	v_lshl_add_u32 v7, s3, 4, v0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v1, 0x1000
	v_lshlrev_b32_e32 v10, 2, v6
	v_lshl_add_u32 v9, v0, 6, v1
	v_lshl_add_u32 v12, v0, 8, v10
	v_mul_lo_u32 v0, v0, s4
	v_mov_b32_e32 v1, 0
	v_mul_lo_u32 v8, v7, s5
	v_add_u32_e32 v11, v9, v10
	v_add_u32_e32 v13, s0, v0
	s_lshl_b32 s1, s4, 4
	s_mov_b32 s2, 0
	v_add_u32_e32 v14, 0x400, v10
	v_add_u32_e32 v15, 0x800, v10
	v_add_u32_e32 v16, 0xc00, v10
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, v6, v8
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[10:11]
	global_load_dword v0, v[18:19], off
	s_add_i32 s2, s2, 16
	v_add_u32_e32 v8, 16, v8
	s_cmp_ge_u32 s2, s5
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v0
	v_add_u32_e32 v0, v6, v13
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[12:13]
	global_load_dword v17, v[18:19], off
	v_add_u32_e32 v18, 16, v0
	v_mov_b32_e32 v19, v1
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	global_load_dword v18, v[18:19], off
	v_mov_b32_e32 v19, v1
	v_add_u32_e32 v13, s1, v13
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v17, v18 offset1:16
	v_add_u32_e32 v18, 32, v0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_add_u32_e32 v0, 48, v0
	global_load_dword v17, v[18:19], off
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[12:13]
	global_load_dword v0, v[18:19], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v12, v17, v0 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[18:19], v9 offset1:1
	ds_read2_b32 v[20:21], v10 offset1:16
	ds_read2_b32 v[22:23], v10 offset0:32 offset1:48
	ds_read2_b32 v[24:25], v10 offset0:64 offset1:80
	ds_read2_b32 v[26:27], v10 offset0:96 offset1:112
	ds_read2_b32 v[28:29], v9 offset0:2 offset1:3
	ds_read2_b32 v[30:31], v10 offset0:128 offset1:144
	ds_read2_b32 v[32:33], v10 offset0:160 offset1:176
	ds_read2_b32 v[34:35], v10 offset0:192 offset1:208
	ds_read2_b32 v[36:37], v10 offset0:224 offset1:240
	ds_read2_b32 v[38:39], v9 offset0:4 offset1:5
	ds_read2_b32 v[40:41], v14 offset1:16
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v42, v21
	v_mov_b32_e32 v43, v20
	v_pk_fma_f32 v[4:5], v[18:19], v[42:43], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v20, v25
	v_mov_b32_e32 v21, v24
	v_pk_fma_f32 v[4:5], v[18:19], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v21, v30
	v_pk_fma_f32 v[4:5], v[28:29], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v20, v35
	v_mov_b32_e32 v21, v34
	v_pk_fma_f32 v[4:5], v[28:29], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v41
	v_mov_b32_e32 v21, v40
	v_pk_fma_f32 v[4:5], v[38:39], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	ds_read2_b32 v[20:21], v14 offset0:32 offset1:48
	v_pk_fma_f32 v[2:3], v[18:19], v[22:23], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[18:19], v[26:27], v[2:3] op_sel:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[28:29], v[32:33], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[28:29], v[36:37], v[2:3] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[38:39], v[20:21], v[2:3] op_sel_hi:[0,1,1]
	ds_read2_b32 v[18:19], v14 offset0:64 offset1:80
	ds_read2_b32 v[20:21], v14 offset0:96 offset1:112
	ds_read2_b32 v[22:23], v9 offset0:6 offset1:7
	ds_read2_b32 v[24:25], v14 offset0:128 offset1:144
	ds_read2_b32 v[26:27], v14 offset0:160 offset1:176
	ds_read2_b32 v[28:29], v14 offset0:192 offset1:208
	ds_read2_b32 v[30:31], v14 offset0:224 offset1:240
	ds_read2_b32 v[32:33], v9 offset0:8 offset1:9
	ds_read2_b32 v[34:35], v15 offset1:16
	ds_read2_b32 v[36:37], v15 offset0:32 offset1:48
	ds_read2_b32 v[40:41], v15 offset0:64 offset1:80
	ds_read2_b32 v[42:43], v15 offset0:96 offset1:112
	ds_read2_b32 v[44:45], v9 offset0:10 offset1:11
	ds_read2_b32 v[46:47], v15 offset0:128 offset1:144
	ds_read2_b32 v[48:49], v15 offset0:160 offset1:176
	ds_read2_b32 v[50:51], v15 offset0:192 offset1:208
	ds_read2_b32 v[52:53], v15 offset0:224 offset1:240
	ds_read2_b32 v[54:55], v9 offset0:12 offset1:13
	ds_read2_b32 v[56:57], v16 offset1:16
	ds_read2_b32 v[58:59], v16 offset0:32 offset1:48
	ds_read2_b32 v[60:61], v16 offset0:64 offset1:80
	ds_read2_b32 v[62:63], v16 offset0:96 offset1:112
	ds_read2_b32 v[64:65], v9 offset0:14 offset1:15
	ds_read2_b32 v[66:67], v16 offset0:128 offset1:144
	s_waitcnt lgkmcnt(14)
	v_mov_b32_e32 v68, v19
	v_mov_b32_e32 v69, v18
	v_pk_fma_f32 v[4:5], v[38:39], v[68:69], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v18, v25
	v_mov_b32_e32 v19, v24
	v_pk_fma_f32 v[4:5], v[22:23], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v18, v29
	v_mov_b32_e32 v19, v28
	v_pk_fma_f32 v[4:5], v[22:23], v[18:19], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v18, v35
	v_mov_b32_e32 v19, v34
	v_pk_fma_f32 v[4:5], v[32:33], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(13)
	v_mov_b32_e32 v18, v41
	v_mov_b32_e32 v19, v40
	v_pk_fma_f32 v[4:5], v[32:33], v[18:19], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v18, v47
	v_mov_b32_e32 v19, v46
	v_pk_fma_f32 v[4:5], v[44:45], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v18, v51
	v_mov_b32_e32 v19, v50
	v_pk_fma_f32 v[2:3], v[38:39], v[20:21], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[44:45], v[18:19], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v18, v57
	v_mov_b32_e32 v19, v56
	v_pk_fma_f32 v[2:3], v[22:23], v[26:27], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v18, v61
	v_mov_b32_e32 v19, v60
	v_pk_fma_f32 v[2:3], v[22:23], v[30:31], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[54:55], v[18:19], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, v67
	v_mov_b32_e32 v19, v66
	v_pk_fma_f32 v[2:3], v[32:33], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[64:65], v[18:19], v[4:5] op_sel_hi:[0,1,1]
	ds_read2_b32 v[18:19], v16 offset0:160 offset1:176
	v_pk_fma_f32 v[2:3], v[32:33], v[42:43], v[2:3] op_sel:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[44:45], v[48:49], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[44:45], v[52:53], v[2:3] op_sel:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[54:55], v[58:59], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[54:55], v[62:63], v[2:3] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[64:65], v[18:19], v[2:3] op_sel_hi:[0,1,1]
	ds_read2_b32 v[18:19], v16 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v18
	ds_read2_b32 v[18:19], v16 offset0:224 offset1:240
	v_pk_fma_f32 v[4:5], v[64:65], v[20:21], v[4:5] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_pk_fma_f32 v[2:3], v[64:65], v[18:19], v[2:3] op_sel:[1,0,0]
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_4:
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_add_u32_e32 v6, s0, v6
	v_mad_u64_u32 v[8:9], s[0:1], s4, v7, 0
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_dword v6, v[0:1], off
	global_load_dword v7, v[0:1], off offset:64
	global_load_dword v8, v[0:1], off offset:128
	global_load_dword v9, v[0:1], off offset:192
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v6, s7, v6
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v7, s7, v7
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, s7, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s7, v9
	v_fmac_f32_e32 v6, s6, v5
	v_fmac_f32_e32 v7, s6, v4
	v_fmac_f32_e32 v8, s6, v2
	v_fmac_f32_e32 v9, s6, v3
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
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 0
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
; codeLenInByte = 1300
; NumSgprs: 20
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
