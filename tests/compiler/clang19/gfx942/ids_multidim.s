	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	transpose_tiled         ; -- Begin function transpose_tiled
	.globl	transpose_tiled
	.p2align	8
	.type	transpose_tiled,@function
transpose_tiled:                        ; @transpose_tiled
; %bb.0:
	s_load_dword s12, s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v3, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s12, 16
	s_and_b32 s1, s12, 0xffff
	s_mul_i32 s1, s4, s1
	s_mul_i32 s0, s5, s0
	v_add_u32_e32 v2, s1, v1
	v_add_u32_e32 v0, s0, v3
	v_cmp_gt_u32_e32 vcc, s6, v2
	v_cmp_gt_u32_e64 s[0:1], s7, v0
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[6:7], s[2:3], v0, s6, v[2:3]
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	global_load_dword v0, v[4:5], off
	v_lshlrev_b32_e32 v2, 2, v1
	s_movk_i32 s2, 0x44
	v_mad_u32_u24 v2, v3, s2, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v0
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v0, s5, 4, v1
	v_lshl_add_u32 v2, s4, 4, v3
	v_cmp_gt_u32_e32 vcc, s7, v0
	v_cmp_gt_u32_e64 s[0:1], s6, v2
	s_and_b64 s[0:1], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshlrev_b32_e32 v3, 2, v3
	s_movk_i32 s0, 0x44
	v_mad_u32_u24 v1, v1, s0, v3
	ds_read_b32 v3, v1
	v_mad_u64_u32 v[0:1], s[0:1], v2, s7, v[0:1]
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.LBB0_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_tiled
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
	.size	transpose_tiled, .Lfunc_end0-transpose_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 19
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	stencil7                ; -- Begin function stencil7
	.globl	stencil7
	.p2align	8
	.type	stencil7,@function
stencil7:                               ; @stencil7
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s12, 0xffff
	s_lshr_b32 s1, s12, 16
	s_mul_i32 s4, s4, s7
	s_and_b32 s0, s13, 0xffff
	v_add_u32_e32 v2, s4, v1
	s_mul_i32 s5, s5, s1
	v_bfe_u32 v1, v0, 10, 10
	v_add_u32_e32 v1, s5, v1
	s_mul_i32 s6, s6, s0
	v_bfe_u32 v0, v0, 20, 10
	v_add_u32_e32 v0, s6, v0
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cmp_ne_u32_e64 s[0:1], 0, v1
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_add_u32_e32 v3, 1, v2
	s_and_b64 s[0:1], s[0:1], vcc
	v_cmp_gt_u32_e32 vcc, s8, v3
	v_add_u32_e32 v3, 1, v1
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s9, v3
	v_add_u32_e32 v3, 1, v0
	s_and_b64 s[0:1], s[0:1], vcc
	v_cmp_gt_u32_e32 vcc, s10, v3
	s_mov_b32 s5, 0
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v3, 0
	s_mul_i32 s6, s9, s8
	v_mad_u64_u32 v[2:3], s[10:11], v1, s8, v[2:3]
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_mad_u64_u32 v[2:3], s[10:11], s6, v0, v[2:3]
	s_mul_hi_u32 s7, s9, s8
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[0:1], s[10:11], s7, v0, v[4:5]
	v_mov_b32_e32 v3, v0
	v_subrev_co_u32_e32 v0, vcc, s8, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	s_nop 0
	v_subbrev_co_u32_e32 v1, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[2:3]
	v_mov_b32_e32 v1, s7
	v_subrev_co_u32_e32 v0, vcc, s6, v2
	s_mov_b32 s4, s8
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[4:5]
	v_subb_co_u32_e32 v1, vcc, v3, v1, vcc
	v_lshl_add_u64 v[10:11], s[4:5], 2, v[6:7]
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[2:3]
	global_load_dwordx3 v[0:2], v[6:7], off offset:-4
	global_load_dword v3, v[8:9], off
	global_load_dword v14, v[10:11], off
	global_load_dword v15, v[12:13], off
	v_lshl_add_u64 v[6:7], s[6:7], 2, v[6:7]
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v3
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v6
	v_mul_f32_e32 v0, 0x3dcccccd, v0
	v_fmamk_f32 v2, v1, 0x3ecccccd, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[4:5]
	global_store_dword v[0:1], v2, off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil7
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	stencil7, .Lfunc_end1-stencil7
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; NumSgprs: 20
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	box_blur                ; -- Begin function box_blur
	.globl	box_blur
	.p2align	8
	.type	box_blur,@function
box_blur:                               ; @box_blur
; %bb.0:
	s_load_dword s12, s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s12, 0xffff
	s_lshr_b32 s1, s12, 16
	s_mul_i32 s4, s4, s0
	s_mul_i32 s5, s5, s1
	v_add_u32_e32 v2, s4, v1
	s_add_i32 s0, s6, -1
	v_add_u32_e32 v3, s5, v0
	v_add_u32_e32 v0, -1, v2
	v_mov_b32_e32 v4, s0
	v_cmp_lt_i32_e32 vcc, s6, v2
	s_add_i32 s1, s7, -1
	v_mov_b32_e32 v6, s1
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_movk_i32 s0, 0xff
	s_mov_b32 s1, 0x5040100
	v_cndmask_b32_e32 v5, 0, v0, vcc
	v_add_u32_e32 v0, -1, v3
	v_cmp_lt_i32_e32 vcc, s7, v3
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_mul_lo_u32 v7, v0, s6
	v_add_u32_e32 v0, v5, v7
	v_cmp_gt_i32_e32 vcc, s6, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	v_cndmask_b32_e32 v8, v4, v2, vcc
	v_cmp_lt_i32_e32 vcc, -1, v2
	global_load_dword v9, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b16_e32 v14, 8, v9
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v0, v8, v7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v10, v[0:1], off
	v_add_u32_e32 v0, 1, v2
	v_cmp_gt_i32_e32 vcc, s6, v0
	v_and_b32_sdwa v15, v9, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v16, 24, v10
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_cmp_lt_i32_e32 vcc, -2, v2
	v_lshrrev_b16_e32 v17, 8, v10
	v_and_b32_sdwa v18, v10, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v4, 0, v0, vcc
	v_add_u32_e32 v0, v4, v7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	v_cmp_gt_i32_e32 vcc, s7, v3
	global_load_dword v7, v[0:1], off
	v_and_b32_e32 v10, 0xff, v10
	v_cndmask_b32_e32 v0, v6, v3, vcc
	v_cmp_lt_i32_e32 vcc, -1, v3
	v_perm_b32 v10, v17, v10, s1
	s_nop 0
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_mul_lo_u32 v11, v0, s6
	v_add_u32_e32 v0, v5, v11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v12, v[0:1], off
	v_add_u32_e32 v0, v8, v11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v13, v[0:1], off
	v_add_u32_e32 v0, v4, v11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v11, v[0:1], off
	v_add_u32_e32 v0, 1, v3
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_cmp_lt_i32_e32 vcc, -2, v3
	s_nop 1
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_mul_lo_u32 v6, v0, s6
	v_add_u32_e32 v0, v5, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v5, v[0:1], off
	v_add_u32_e32 v0, v8, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v8, v[0:1], off
	v_add_u32_e32 v0, v4, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_load_dword v4, v[0:1], off
	v_lshrrev_b32_e32 v6, 24, v9
	v_and_b32_e32 v9, 0xff, v9
	v_perm_b32 v9, v14, v9, s1
	v_pk_add_u16 v9, v9, v10
	v_perm_b32 v10, v16, v18, s1
	v_perm_b32 v6, v6, v15, s1
	v_pk_add_u16 v6, v6, v10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_waitcnt vmcnt(6)
	v_lshrrev_b16_e32 v10, 8, v7
	v_lshrrev_b32_e32 v14, 24, v7
	v_and_b32_e32 v15, 0xff, v7
	v_and_b32_sdwa v7, v7, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_perm_b32 v7, v14, v7, s1
	v_pk_add_u16 v6, v6, v7
	v_perm_b32 v7, v10, v15, s1
	v_pk_add_u16 v7, v9, v7
	s_waitcnt vmcnt(5)
	v_lshrrev_b32_e32 v9, 24, v12
	v_lshrrev_b16_e32 v10, 8, v12
	v_and_b32_sdwa v14, v12, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v12, 0xff, v12
	v_perm_b32 v10, v10, v12, s1
	v_perm_b32 v9, v9, v14, s1
	v_pk_add_u16 v7, v7, v10
	v_pk_add_u16 v6, v6, v9
	s_waitcnt vmcnt(4)
	v_lshrrev_b16_e32 v9, 8, v13
	v_lshrrev_b32_e32 v10, 24, v13
	v_and_b32_e32 v12, 0xff, v13
	v_and_b32_sdwa v13, v13, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_perm_b32 v10, v10, v13, s1
	v_perm_b32 v9, v9, v12, s1
	v_pk_add_u16 v6, v6, v10
	v_pk_add_u16 v7, v7, v9
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v9, 24, v11
	v_lshrrev_b16_e32 v10, 8, v11
	v_and_b32_sdwa v12, v11, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v11, 0xff, v11
	v_perm_b32 v10, v10, v11, s1
	v_perm_b32 v9, v9, v12, s1
	v_pk_add_u16 v7, v7, v10
	v_pk_add_u16 v6, v6, v9
	s_waitcnt vmcnt(2)
	v_lshrrev_b16_e32 v9, 8, v5
	v_lshrrev_b32_e32 v10, 24, v5
	v_and_b32_e32 v11, 0xff, v5
	v_and_b32_sdwa v5, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_perm_b32 v5, v10, v5, s1
	v_pk_add_u16 v5, v6, v5
	v_perm_b32 v6, v9, v11, s1
	v_pk_add_u16 v6, v7, v6
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v7, 24, v8
	v_lshrrev_b16_e32 v9, 8, v8
	v_and_b32_sdwa v10, v8, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v8, 0xff, v8
	v_perm_b32 v8, v9, v8, s1
	v_perm_b32 v7, v7, v10, s1
	v_pk_add_u16 v6, v6, v8
	v_pk_add_u16 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_lshrrev_b16_e32 v7, 8, v4
	v_lshrrev_b32_e32 v8, 24, v4
	v_and_b32_e32 v9, 0xff, v4
	v_and_b32_sdwa v4, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_perm_b32 v4, v8, v4, s1
	v_pk_add_u16 v4, v5, v4
	v_perm_b32 v5, v7, v9, s1
	v_pk_add_u16 v5, v6, v5
	s_mov_b32 s0, 0xe38f
	v_mul_u32_u24_sdwa v6, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_u32_u24_sdwa v5, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mov_b32_e32 v7, 19
	v_mul_u32_u24_sdwa v8, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_u32_u24_sdwa v4, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v6, 19, v6
	v_lshrrev_b32_sdwa v5, v7, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v8, 19, v8
	v_lshrrev_b32_sdwa v4, v7, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mad_u64_u32 v[2:3], s[0:1], v3, s6, v[2:3]
	v_or_b32_sdwa v5, v6, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v8, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_ashrrev_i32_e32 v3, 31, v2
	v_or_b32_sdwa v4, v5, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel box_blur
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end2:
	.size	box_blur, .Lfunc_end2-box_blur
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1128
; NumSgprs: 19
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	ids3d_store             ; -- Begin function ids3d_store
	.globl	ids3d_store
	.p2align	8
	.type	ids3d_store,@function
ids3d_store:                            ; @ids3d_store
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x4
	s_load_dwordx2 s[12:13], s[2:3], 0x0
	v_bfe_u32 v1, v0, 20, 10
	v_bfe_u32 v3, v0, 10, 10
	v_lshlrev_b32_e32 v4, 10, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s9, 0xffff
	s_mul_i32 s6, s6, s0
	s_lshr_b32 s1, s8, 16
	v_add_u32_e32 v2, s6, v1
	v_lshlrev_b32_e32 v1, 20, v1
	v_and_b32_e32 v0, 0x3ff, v0
	s_mul_i32 s5, s5, s1
	v_or3_b32 v4, v1, v4, v0
	v_mul_lo_u32 v1, v2, s11
	s_and_b32 s2, s8, 0xffff
	v_add3_u32 v1, s5, v3, v1
	s_mul_i32 s4, s4, s2
	v_mul_lo_u32 v1, v1, s10
	v_add3_u32 v0, s4, v0, v1
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[12:13]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ids3d_store
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
.Lfunc_end3:
	.size	ids3d_store, .Lfunc_end3-ids3d_store
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; NumSgprs: 20
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           stencil7
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         stencil7.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           box_blur
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         box_blur.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           ids3d_store
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         ids3d_store.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
