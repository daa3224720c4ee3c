	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx941"
	.amdhsa_code_object_version 5
	.protected	mfma_f32_32x32x1        ; -- Begin function mfma_f32_32x32x1
	.globl	mfma_f32_32x32x1
	.p2align	8
	.type	mfma_f32_32x32x1,@function
mfma_f32_32x32x1:                       ; @mfma_f32_32x32x1
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x18
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 7
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_load_dwordx16 s[52:67], s[2:3], 0x40
	s_load_dwordx16 s[36:51], s[2:3], 0x0
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, s36
	v_accvgpr_write_b32 a1, s37
	v_accvgpr_write_b32 a2, s38
	v_accvgpr_write_b32 a3, s39
	v_accvgpr_write_b32 a4, s40
	v_accvgpr_write_b32 a5, s41
	v_accvgpr_write_b32 a6, s42
	v_accvgpr_write_b32 a7, s43
	v_accvgpr_write_b32 a8, s44
	v_accvgpr_write_b32 a9, s45
	v_accvgpr_write_b32 a10, s46
	v_accvgpr_write_b32 a11, s47
	v_accvgpr_write_b32 a12, s48
	v_accvgpr_write_b32 a13, s49
	v_accvgpr_write_b32 a14, s50
	v_accvgpr_write_b32 a15, s51
	v_accvgpr_write_b32 a16, s52
	v_accvgpr_write_b32 a17, s53
	v_accvgpr_write_b32 a18, s54
	v_accvgpr_write_b32 a19, s55
	v_accvgpr_write_b32 a20, s56
	v_accvgpr_write_b32 a21, s57
	v_accvgpr_write_b32 a22, s58
	v_accvgpr_write_b32 a23, s59
	v_accvgpr_write_b32 a24, s60
	v_accvgpr_write_b32 a25, s61
	v_accvgpr_write_b32 a26, s62
	v_accvgpr_write_b32 a27, s63
	v_accvgpr_write_b32 a28, s64
	v_accvgpr_write_b32 a29, s65
	v_accvgpr_write_b32 a30, s66
	v_accvgpr_write_b32 a31, s67
	v_mov_b32_e32 v1, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v4, v[4:5], off
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	global_load_dword v2, v[2:3], off
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	v_add_u32_e32 v0, 64, v0
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v4, v2, a[0:31]
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, s36
	v_accvgpr_write_b32 a1, s37
	v_accvgpr_write_b32 a2, s38
	v_accvgpr_write_b32 a3, s39
	v_accvgpr_write_b32 a4, s40
	v_accvgpr_write_b32 a5, s41
	v_accvgpr_write_b32 a6, s42
	v_accvgpr_write_b32 a7, s43
	v_accvgpr_write_b32 a8, s44
	v_accvgpr_write_b32 a9, s45
	v_accvgpr_write_b32 a10, s46
	v_accvgpr_write_b32 a11, s47
	v_accvgpr_write_b32 a12, s48
	v_accvgpr_write_b32 a13, s49
	v_accvgpr_write_b32 a14, s50
	v_accvgpr_write_b32 a15, s51
	v_accvgpr_write_b32 a16, s52
	v_accvgpr_write_b32 a17, s53
	v_accvgpr_write_b32 a18, s54
	v_accvgpr_write_b32 a19, s55
	v_accvgpr_write_b32 a20, s56
	v_accvgpr_write_b32 a21, s57
	v_accvgpr_write_b32 a22, s58
	v_accvgpr_write_b32 a23, s59
	v_accvgpr_write_b32 a24, s60
	v_accvgpr_write_b32 a25, s61
	v_accvgpr_write_b32 a26, s62
	v_accvgpr_write_b32 a27, s63
	v_accvgpr_write_b32 a28, s64
	v_accvgpr_write_b32 a29, s65
	v_accvgpr_write_b32 a30, s66
	v_accvgpr_write_b32 a31, s67
.LBB0_4:
	v_mov_b32_e32 v0, 0
	s_nop 7
	s_nop 6
	global_store_dwordx4 v0, a[28:31], s[2:3] offset:112 sc0 sc1
	global_store_dwordx4 v0, a[24:27], s[2:3] offset:96 sc0 sc1
	global_store_dwordx4 v0, a[20:23], s[2:3] offset:80 sc0 sc1
	global_store_dwordx4 v0, a[16:19], s[2:3] offset:64 sc0 sc1
	global_store_dwordx4 v0, a[12:15], s[2:3] offset:48 sc0 sc1
	global_store_dwordx4 v0, a[8:11], s[2:3] offset:32 sc0 sc1
	global_store_dwordx4 v0, a[4:7], s[2:3] offset:16 sc0 sc1
	global_store_dwordx4 v0, a[0:3], s[2:3] sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end0:
	.size	mfma_f32_32x32x1, .Lfunc_end0-mfma_f32_32x32x1
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 744
; NumSgprs: 74
; NumVgprs: 6
; NumAgprs: 32
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x4        ; -- Begin function mfma_f32_16x16x4
	.globl	mfma_f32_16x16x4
	.p2align	8
	.type	mfma_f32_16x16x4,@function
mfma_f32_16x16x4:                       ; @mfma_f32_16x16x4
; %bb.0:
	s_load_dword s5, s[2:3], 0x18
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mov_b32_e32 v3, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_mov_b32_e32 v2, v0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[4:5]
	global_load_dword v1, v[6:7], off
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	global_load_dword v4, v[4:5], off
	s_add_i32 s5, s5, -1
	s_cmp_eq_u32 s5, 0
	v_add_u32_e32 v2, 64, v2
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_f32 a[0:3], v1, v4, a[0:3]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
.LBB1_4:
	s_load_dword s0, s[0:1], 0x4
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s4, s4, s0
	v_add_u32_e32 v0, s4, v0
	v_lshl_add_u64 v[0:1], v[0:1], 4, v[2:3]
	global_store_dwordx4 v[0:1], a[0:3], off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end1:
	.size	mfma_f32_16x16x4, .Lfunc_end1-mfma_f32_16x16x4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 240
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x1_chain    ; -- Begin function mfma_f32_4x4x1_chain
	.globl	mfma_f32_4x4x1_chain
	.p2align	8
	.type	mfma_f32_4x4x1_chain,@function
mfma_f32_4x4x1_chain:                   ; @mfma_f32_4x4x1_chain
; %bb.0:
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dword s5, s[0:1], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s10
	s_and_b32 s0, s5, 0xffff
	s_mul_i32 s4, s4, s0
	v_mov_b32_e32 v3, s11
	v_add_u32_e32 v0, s4, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v2, v2
	v_mfma_f32_4x4x1_16b_f32 a[0:3], v2, v2, 0 cbsz:4
	v_mov_b32_e32 v2, s8
	s_nop 2
	v_mfma_f32_4x4x1_16b_f32 a[0:3], v3, a0, a[0:3]
	v_mov_b32_e32 v3, s9
	v_lshl_add_u64 v[0:1], v[0:1], 4, v[2:3]
	s_nop 1
	v_mfma_f32_4x4x1_16b_f32 a[0:3], a1, a2, a[0:3]
	s_nop 3
	global_store_dwordx4 v[0:1], a[0:3], off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x1_chain
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
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
.Lfunc_end2:
	.size	mfma_f32_4x4x1_chain, .Lfunc_end2-mfma_f32_4x4x1_chain
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 136
; NumSgprs: 18
; NumVgprs: 4
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f16_32x32x8        ; -- Begin function mfma_f16_32x32x8
	.globl	mfma_f16_32x32x8
	.p2align	8
	.type	mfma_f16_32x32x8,@function
mfma_f16_32x32x8:                       ; @mfma_f16_32x32x8
; %bb.0:
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	s_mov_b32 s5, 0
	s_load_dword s2, s[0:1], 0x4
	s_lshl_b64 s[0:1], s[4:5], 6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s8, s0
	s_addc_u32 s17, s9, s1
	v_mov_b32_e32 v1, 0
	s_and_b32 s0, s2, 0xffff
	s_mul_i32 s0, s4, s0
	v_add_u32_e32 v0, s0, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[2:3]
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_load_dwordx16 s[0:15], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, s0
	v_accvgpr_write_b32 a1, s1
	v_accvgpr_write_b32 a2, s2
	v_accvgpr_write_b32 a3, s3
	v_accvgpr_write_b32 a4, s4
	v_accvgpr_write_b32 a5, s5
	v_accvgpr_write_b32 a6, s6
	v_accvgpr_write_b32 a7, s7
	v_accvgpr_write_b32 a8, s8
	v_accvgpr_write_b32 a9, s9
	v_accvgpr_write_b32 a10, s10
	v_accvgpr_write_b32 a11, s11
	v_accvgpr_write_b32 a12, s12
	v_accvgpr_write_b32 a13, s13
	v_accvgpr_write_b32 a14, s14
	v_accvgpr_write_b32 a15, s15
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[2:3], a[0:15]
	v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], a[0:15]
	s_nop 7
	s_nop 2
	global_store_dwordx4 v1, a[12:15], s[16:17] offset:48 sc0 sc1
	global_store_dwordx4 v1, a[8:11], s[16:17] offset:32 sc0 sc1
	global_store_dwordx4 v1, a[4:7], s[16:17] offset:16 sc0 sc1
	global_store_dwordx4 v1, a[0:3], s[16:17] sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f16_32x32x8
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 18
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
	.size	mfma_f16_32x32x8, .Lfunc_end3-mfma_f16_32x32x8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 24
; NumVgprs: 6
; NumAgprs: 16
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i8_16x16           ; -- Begin function mfma_i8_16x16
	.globl	mfma_i8_16x16
	.p2align	8
	.type	mfma_i8_16x16,@function
mfma_i8_16x16:                          ; @mfma_i8_16x16
; %bb.0:
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	s_mov_b32 s5, 0
	s_load_dword s2, s[0:1], 0x4
	s_lshl_b64 s[0:1], s[4:5], 6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s8, s0
	s_addc_u32 s17, s9, s1
	v_mov_b32_e32 v13, 0
	s_and_b32 s0, s2, 0xffff
	s_mul_i32 s0, s4, s0
	v_add_u32_e32 v12, s0, v0
	v_lshlrev_b64 v[0:1], 3, v[12:13]
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	global_load_dwordx2 v[10:11], v[2:3], off
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[14:15], v[0:1], off
	s_load_dwordx16 s[0:15], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, s0
	v_accvgpr_write_b32 a1, s1
	v_accvgpr_write_b32 a2, s2
	v_accvgpr_write_b32 a3, s3
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s15
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	global_store_dwordx4 v13, v[0:3], s[16:17] offset:48 sc0 sc1
	global_store_dwordx4 v13, v[4:7], s[16:17] offset:32 sc0 sc1
	s_waitcnt vmcnt(2)
	v_mfma_i32_16x16x32_i8 a[0:3], v[10:11], v[14:15], a[0:3]
	v_mov_b32_e32 v10, s6
	v_mov_b32_e32 v11, s7
	global_store_dwordx4 v13, v[8:11], s[16:17] offset:16 sc0 sc1
	s_nop 3
	global_store_dwordx4 v13, a[0:3], s[16:17] sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i8_16x16
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 16
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
.Lfunc_end4:
	.size	mfma_i8_16x16, .Lfunc_end4-mfma_i8_16x16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; NumSgprs: 24
; NumVgprs: 16
; NumAgprs: 4
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_16x16x4        ; -- Begin function mfma_f64_16x16x4
	.globl	mfma_f64_16x16x4
	.p2align	8
	.type	mfma_f64_16x16x4,@function
mfma_f64_16x16x4:                       ; @mfma_f64_16x16x4
; %bb.0:
	s_load_dword s5, s[2:3], 0x18
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB5_3
; %bb.1:
	v_mov_b64_e32 v[2:3], 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, v0
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[12:13], 3, v[10:11]
	v_lshl_add_u64 v[14:15], s[10:11], 0, v[12:13]
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	global_load_dwordx2 v[16:17], v[14:15], off
	global_load_dwordx2 v[18:19], v[12:13], off
	v_accvgpr_write_b32 a0, v2
	v_accvgpr_write_b32 a1, v3
	v_accvgpr_write_b32 a2, v4
	v_accvgpr_write_b32 a3, v5
	v_accvgpr_write_b32 a4, v6
	v_accvgpr_write_b32 a5, v7
	v_accvgpr_write_b32 a6, v8
	v_accvgpr_write_b32 a7, v9
	s_add_i32 s5, s5, -1
	v_add_u32_e32 v10, 64, v10
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 a[0:7], v[16:17], v[18:19], a[0:7]
	s_nop 7
	s_nop 2
	v_accvgpr_read_b32 v3, a1
	v_accvgpr_read_b32 v2, a0
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	v_accvgpr_read_b32 v7, a5
	v_accvgpr_read_b32 v6, a4
	v_accvgpr_read_b32 v9, a7
	v_accvgpr_read_b32 v8, a6
	s_cbranch_scc0 .LBB5_2
	s_branch .LBB5_4
.LBB5_3:
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[6:7], v[8:9]
	v_mov_b64_e32 v[4:5], v[8:9]
	v_mov_b64_e32 v[2:3], v[8:9]
.LBB5_4:
	s_load_dword s0, s[0:1], 0x4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s4, s4, s0
	v_add_u32_e32 v0, s4, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[0:1]
	global_store_dwordx4 v[0:1], v[6:9], off offset:16 sc0 sc1
	global_store_dwordx4 v[0:1], v[2:5], off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_16x16x4
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
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
.Lfunc_end5:
	.size	mfma_f64_16x16x4, .Lfunc_end5-mfma_f64_16x16x4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; NumSgprs: 18
; NumVgprs: 20
; NumAgprs: 8
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
  - .agpr_count:     32
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v32f*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_32x32x1
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v4f*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_16x16x4
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v4f*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f32_4x4x1_chain
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x1_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v16f*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'v4h*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'v4h*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f16_32x32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         mfma_f16_32x32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v16i*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_i8_16x16
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         mfma_i8_16x16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     8
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v4d*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
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
    .name:           mfma_f64_16x16x4
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_16x16x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx941
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
