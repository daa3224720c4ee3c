	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.protected	mfma_f32_32x32x1        ; -- Begin function mfma_f32_32x32x1
	.globl	mfma_f32_32x32x1
	.p2align	8
	.type	mfma_f32_32x32x1,@function
mfma_f32_32x32x1:                       ; @mfma_f32_32x32x1
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x18
	s_mov_b32 s7, 0
	s_lshl_b64 s[6:7], s[6:7], 7
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s6
	s_addc_u32 s1, s1, s7
	s_load_dwordx16 s[52:67], s[0:1], 0x40
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s36
	v_mov_b32_e32 v3, s37
	v_mov_b32_e32 v4, s38
	v_accvgpr_write_b32 a0, v2
	v_accvgpr_write_b32 a1, v3
	v_mov_b32_e32 v2, s39
	v_mov_b32_e32 v3, s40
	v_accvgpr_write_b32 a2, v4
	v_accvgpr_write_b32 a3, v2
	v_accvgpr_write_b32 a4, v3
	v_mov_b32_e32 v4, s41
	v_mov_b32_e32 v2, s42
	v_mov_b32_e32 v3, s43
	v_accvgpr_write_b32 a5, v4
	v_accvgpr_write_b32 a6, v2
	v_accvgpr_write_b32 a7, v3
	v_mov_b32_e32 v4, s44
	v_mov_b32_e32 v2, s45
	v_mov_b32_e32 v3, s46
	v_accvgpr_write_b32 a8, v4
	v_accvgpr_write_b32 a9, v2
	v_accvgpr_write_b32 a10, v3
	v_mov_b32_e32 v4, s47
	v_mov_b32_e32 v2, s48
	v_mov_b32_e32 v3, s49
	v_accvgpr_write_b32 a11, v4
	v_accvgpr_write_b32 a12, v2
	v_accvgpr_write_b32 a13, v3
	v_mov_b32_e32 v4, s50
	v_mov_b32_e32 v2, s51
	v_mov_b32_e32 v3, s52
	v_accvgpr_write_b32 a14, v4
	v_accvgpr_write_b32 a15, v2
	v_accvgpr_write_b32 a16, v3
	v_mov_b32_e32 v4, s53
	v_mov_b32_e32 v2, s54
	v_mov_b32_e32 v3, s55
	v_accvgpr_write_b32 a17, v4
	v_accvgpr_write_b32 a18, v2
	v_accvgpr_write_b32 a19, v3
	v_mov_b32_e32 v4, s56
	v_mov_b32_e32 v2, s57
	v_mov_b32_e32 v3, s58
	v_accvgpr_write_b32 a20, v4
	v_accvgpr_write_b32 a21, v2
	v_accvgpr_write_b32 a22, v3
	v_mov_b32_e32 v4, s59
	v_mov_b32_e32 v2, s60
	v_mov_b32_e32 v3, s61
	v_accvgpr_write_b32 a23, v4
	v_accvgpr_write_b32 a24, v2
	v_accvgpr_write_b32 a25, v3
	v_mov_b32_e32 v4, s62
	v_mov_b32_e32 v2, s63
	v_mov_b32_e32 v3, s64
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_accvgpr_write_b32 a26, v4
	v_accvgpr_write_b32 a27, v2
	v_accvgpr_write_b32 a28, v3
	v_mov_b32_e32 v4, s65
	v_mov_b32_e32 v2, s66
	v_mov_b32_e32 v3, s67
	v_accvgpr_write_b32 a29, v4
	v_accvgpr_write_b32 a30, v2
	v_accvgpr_write_b32 a31, v3
	v_mov_b32_e32 v1, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s5
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v2, v[2:3], off
	v_add_u32_e32 v0, 64, v0
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x1f32 a[0:31], v4, v2, a[0:31]
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_nop 7
	s_nop 6
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v16, a16
	v_accvgpr_read_b32 v17, a17
	v_accvgpr_read_b32 v18, a18
	v_accvgpr_read_b32 v19, a19
	v_accvgpr_read_b32 v20, a20
	v_accvgpr_read_b32 v21, a21
	v_accvgpr_read_b32 v22, a22
	v_accvgpr_read_b32 v23, a23
	v_accvgpr_read_b32 v24, a24
	v_accvgpr_read_b32 v25, a25
	v_accvgpr_read_b32 v26, a26
	v_accvgpr_read_b32 v27, a27
	v_accvgpr_read_b32 v28, a28
	v_accvgpr_read_b32 v29, a29
	v_accvgpr_read_b32 v30, a30
	v_accvgpr_read_b32 v31, a31
	s_branch .LBB0_5
.LBB0_4:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s36
	v_mov_b32_e32 v1, s37
	v_mov_b32_e32 v2, s38
	v_mov_b32_e32 v3, s39
	v_mov_b32_e32 v4, s40
	v_mov_b32_e32 v5, s41
	v_mov_b32_e32 v6, s42
	v_mov_b32_e32 v7, s43
	v_mov_b32_e32 v8, s44
	v_mov_b32_e32 v9, s45
	v_mov_b32_e32 v10, s46
	v_mov_b32_e32 v11, s47
	v_mov_b32_e32 v12, s48
	v_mov_b32_e32 v13, s49
	v_mov_b32_e32 v14, s50
	v_mov_b32_e32 v15, s51
	v_mov_b32_e32 v16, s52
	v_mov_b32_e32 v17, s53
	v_mov_b32_e32 v18, s54
	v_mov_b32_e32 v19, s55
	v_mov_b32_e32 v20, s56
	v_mov_b32_e32 v21, s57
	v_mov_b32_e32 v22, s58
	v_mov_b32_e32 v23, s59
	v_mov_b32_e32 v24, s60
	v_mov_b32_e32 v25, s61
	v_mov_b32_e32 v26, s62
	v_mov_b32_e32 v27, s63
	v_mov_b32_e32 v28, s64
	v_mov_b32_e32 v29, s65
	v_mov_b32_e32 v30, s66
	v_mov_b32_e32 v31, s67
.LBB0_5:
	v_mov_b32_e32 v32, 0
	global_store_dwordx4 v32, v[28:31], s[0:1] offset:112
	global_store_dwordx4 v32, v[24:27], s[0:1] offset:96
	global_store_dwordx4 v32, v[20:23], s[0:1] offset:80
	global_store_dwordx4 v32, v[16:19], s[0:1] offset:64
	global_store_dwordx4 v32, v[12:15], s[0:1] offset:48
	global_store_dwordx4 v32, v[8:11], s[0:1] offset:32
	global_store_dwordx4 v32, v[4:7], s[0:1] offset:16
	global_store_dwordx4 v32, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mfma_f32_32x32x1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 68
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
	.size	mfma_f32_32x32x1, .Lfunc_end0-mfma_f32_32x32x1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1016
; NumSgprs: 70
; NumVgprs: 33
; NumAgprs: 32
; TotalNumVgprs: 33
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 70
; NumVGPRsForWavesPerEU: 33
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x4        ; -- Begin function mfma_f32_16x16x4
	.globl	mfma_f32_16x16x4
	.p2align	8
	.type	mfma_f32_16x16x4,@function
mfma_f32_16x16x4:                       ; @mfma_f32_16x16x4
; %bb.0:
	s_load_dword s9, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc0 .LBB1_6
; %bb.1:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, v0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v5, vcc, s2, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	global_load_dword v5, v[5:6], off
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e32 v3, vcc, s10, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_load_dword v3, v[3:4], off
	v_add_u32_e32 v1, 64, v1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v5, v3, a[0:3]
	s_add_i32 s9, s9, -1
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	s_nop 6
	v_accvgpr_read_b32 v4, a3
	v_accvgpr_read_b32 v3, a2
	v_accvgpr_read_b32 v2, a1
	v_accvgpr_read_b32 v1, a0
	s_mov_b64 s[2:3], 0
	s_branch .LBB1_5
.LBB1_4:
	s_mov_b32 s12, 0
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v4, s15
.LBB1_5:
	s_load_dword s2, s[4:5], 0x4
	v_mov_b32_e32 v7, s1
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s8, s8, s1
	v_add_u32_e32 v5, s8, v0
	v_lshlrev_b64 v[5:6], 4, v[5:6]
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_store_dwordx4 v[5:6], v[1:4], off
	s_endpgm
.LBB1_6:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4
	s_cbranch_execnz .LBB1_4
	s_branch .LBB1_5
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mfma_f32_16x16x4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end1:
	.size	mfma_f32_16x16x4, .Lfunc_end1-mfma_f32_16x16x4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 308
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_4x4x1_chain    ; -- Begin function mfma_f32_4x4x1_chain
	.globl	mfma_f32_4x4x1_chain
	.p2align	8
	.type	mfma_f32_4x4x1_chain,@function
mfma_f32_4x4x1_chain:                   ; @mfma_f32_4x4x1_chain
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x1f32 a[0:3], v2, v2, a[0:3] cbsz:4
	v_add_f32_e32 v2, v2, v2
	v_add_co_u32_e32 v4, vcc, s0, v0
	s_nop 1
	v_mfma_f32_4x4x1f32 a[0:3], v2, a0, a[0:3]
	v_mov_b32_e32 v2, s1
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	s_nop 1
	v_mfma_f32_4x4x1f32 a[0:3], a1, a2, a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mfma_f32_4x4x1_chain
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end2:
	.size	mfma_f32_4x4x1_chain, .Lfunc_end2-mfma_f32_4x4x1_chain
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 224
; NumSgprs: 12
; NumVgprs: 6
; NumAgprs: 4
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f16_32x32x8        ; -- Begin function mfma_f16_32x32x8
	.globl	mfma_f16_32x32x8
	.p2align	8
	.type	mfma_f16_32x32x8,@function
mfma_f16_32x32x8:                       ; @mfma_f16_32x32x8
; %bb.0:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_mov_b32 s9, 0
	s_load_dword s6, s[4:5], 0x4
	s_lshl_b64 s[4:5], s[8:9], 6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s0, s4
	s_addc_u32 s17, s1, s5
	v_mov_b32_e32 v16, 0
	s_and_b32 s0, s6, 0xffff
	s_mul_i32 s0, s8, s0
	v_add_u32_e32 v15, s0, v0
	v_lshlrev_b64 v[0:1], 3, v[15:16]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_load_dwordx16 s[0:15], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, s0
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v19, s2
	v_accvgpr_write_b32 a0, v17
	v_mov_b32_e32 v17, s3
	v_accvgpr_write_b32 a1, v18
	v_accvgpr_write_b32 a2, v19
	v_accvgpr_write_b32 a3, v17
	v_mov_b32_e32 v18, s4
	v_mov_b32_e32 v19, s5
	v_mov_b32_e32 v17, s6
	v_accvgpr_write_b32 a4, v18
	v_accvgpr_write_b32 a5, v19
	v_accvgpr_write_b32 a6, v17
	v_mov_b32_e32 v18, s7
	v_mov_b32_e32 v19, s8
	v_mov_b32_e32 v17, s9
	v_accvgpr_write_b32 a7, v18
	v_accvgpr_write_b32 a8, v19
	v_accvgpr_write_b32 a9, v17
	v_mov_b32_e32 v18, s10
	v_mov_b32_e32 v19, s11
	v_mov_b32_e32 v17, s12
	v_accvgpr_write_b32 a10, v18
	v_accvgpr_write_b32 a11, v19
	v_accvgpr_write_b32 a12, v17
	v_mov_b32_e32 v18, s13
	v_mov_b32_e32 v19, s14
	v_mov_b32_e32 v17, s15
	v_accvgpr_write_b32 a13, v18
	v_accvgpr_write_b32 a14, v19
	v_accvgpr_write_b32 a15, v17
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[0:1], a[0:15]
	v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]
	s_nop 7
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v3, a15
	v_accvgpr_read_b32 v2, a14
	v_accvgpr_read_b32 v1, a13
	v_accvgpr_read_b32 v0, a12
	v_accvgpr_read_b32 v7, a11
	v_accvgpr_read_b32 v6, a10
	v_accvgpr_read_b32 v5, a9
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v11, a7
	v_accvgpr_read_b32 v10, a6
	v_accvgpr_read_b32 v9, a5
	v_accvgpr_read_b32 v8, a4
	v_accvgpr_read_b32 v15, a3
	v_accvgpr_read_b32 v14, a2
	v_accvgpr_read_b32 v13, a1
	v_accvgpr_read_b32 v12, a0
	global_store_dwordx4 v16, v[0:3], s[16:17] offset:48
	global_store_dwordx4 v16, v[4:7], s[16:17] offset:32
	global_store_dwordx4 v16, v[8:11], s[16:17] offset:16
	global_store_dwordx4 v16, v[12:15], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mfma_f16_32x32x8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end3:
	.size	mfma_f16_32x32x8, .Lfunc_end3-mfma_f16_32x32x8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i8_16x16           ; -- Begin function mfma_i8_16x16
	.globl	mfma_i8_16x16
	.p2align	8
	.type	mfma_i8_16x16,@function
mfma_i8_16x16:                          ; @mfma_i8_16x16
; %bb.0:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_mov_b32 s9, 0
	s_load_dword s6, s[4:5], 0x4
	s_lshl_b64 s[4:5], s[8:9], 6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s0, s4
	s_addc_u32 s17, s1, s5
	v_mov_b32_e32 v16, 0
	s_and_b32 s0, s6, 0xffff
	s_mul_i32 s0, s8, s0
	v_add_u32_e32 v15, s0, v0
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_load_dwordx16 s[0:15], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, s0
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v19, s2
	v_accvgpr_write_b32 a0, v17
	v_mov_b32_e32 v17, s3
	v_accvgpr_write_b32 a1, v18
	v_accvgpr_write_b32 a2, v19
	v_accvgpr_write_b32 a3, v17
	v_mov_b32_e32 v18, s4
	v_mov_b32_e32 v19, s5
	v_mov_b32_e32 v17, s6
	v_accvgpr_write_b32 a4, v18
	v_accvgpr_write_b32 a5, v19
	v_accvgpr_write_b32 a6, v17
	v_mov_b32_e32 v18, s7
	v_mov_b32_e32 v19, s8
	v_mov_b32_e32 v17, s9
	v_accvgpr_write_b32 a7, v18
	v_accvgpr_write_b32 a8, v19
	v_accvgpr_write_b32 a9, v17
	v_mov_b32_e32 v18, s10
	v_mov_b32_e32 v19, s11
	v_mov_b32_e32 v17, s12
	v_accvgpr_write_b32 a10, v18
	v_accvgpr_write_b32 a11, v19
	v_accvgpr_write_b32 a12, v17
	v_mov_b32_e32 v18, s13
	v_mov_b32_e32 v19, s14
	v_mov_b32_e32 v17, s15
	v_accvgpr_write_b32 a13, v18
	v_accvgpr_write_b32 a14, v19
	v_accvgpr_write_b32 a15, v17
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x4i8 a[0:15], v2, v0, a[0:15]
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v11, a11
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v8, a8
	global_store_dwordx4 v16, v[12:15], s[16:17] offset:48
	s_nop 0
	global_store_dwordx4 v16, v[8:11], s[16:17] offset:32
	global_store_dwordx4 v16, v[4:7], s[16:17] offset:16
	global_store_dwordx4 v16, v[0:3], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mfma_i8_16x16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end4:
	.size	mfma_i8_16x16, .Lfunc_end4-mfma_i8_16x16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 508
; NumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x1.kd
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x1_chain.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f16_32x32x8.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i8_16x16.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
