	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.protected	f32_sizes               ; -- Begin function f32_sizes
	.globl	f32_sizes
	.p2align	8
	.type	f32_sizes,@function
f32_sizes:                              ; @f32_sizes
; %bb.0:
	s_load_dwordx2 s[26:27], s[4:5], 0x0
	s_load_dwordx2 s[24:25], s[4:5], 0x8
	s_load_dword s7, s[4:5], 0x18
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 0x100, v1
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a17, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v2, s[0:1]
	global_load_dword v4, v1, s[0:1]
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x1f32 a[16:19], v4, v3, a[16:19]
	s_add_i32 s7, s7, -1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_mfma_f32_16x16x1f32 a[0:15], a16, v3, a[0:15]
	s_cmp_eq_u32 s7, 0
	v_add_u32_e32 v1, 1, v1
	s_nop 1
	v_mfma_f32_16x16x4f32 a[16:19], a3, a17, a[16:19]
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v5, a18
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, 0.5, v5
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	v_accvgpr_read_b32 v16, a15
	v_accvgpr_read_b32 v20, a19
	v_accvgpr_read_b32 v15, a14
	v_accvgpr_read_b32 v14, a13
	v_accvgpr_read_b32 v13, a12
	v_accvgpr_read_b32 v12, a11
	v_accvgpr_read_b32 v11, a10
	v_accvgpr_read_b32 v10, a9
	v_accvgpr_read_b32 v9, a8
	v_accvgpr_read_b32 v8, a7
	v_accvgpr_read_b32 v7, a6
	v_accvgpr_read_b32 v6, a5
	v_accvgpr_read_b32 v5, a4
	v_accvgpr_read_b32 v4, a3
	v_accvgpr_read_b32 v3, a2
	v_accvgpr_read_b32 v2, a1
	v_accvgpr_read_b32 v1, a0
	v_accvgpr_read_b32 v19, a18
	v_accvgpr_read_b32 v18, a17
	v_accvgpr_read_b32 v17, a16
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b32 s3, s8
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	s_mov_b32 s16, s8
	s_mov_b32 s17, s8
	s_mov_b32 s18, s8
	s_mov_b32 s19, s8
	s_mov_b32 s20, s8
	s_mov_b32 s21, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s8
	s_mov_b32 s0, s8
	s_mov_b32 s1, s8
	s_mov_b32 s2, s8
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v20, s3
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s11
	v_mov_b32_e32 v5, s12
	v_mov_b32_e32 v6, s13
	v_mov_b32_e32 v7, s14
	v_mov_b32_e32 v8, s15
	v_mov_b32_e32 v9, s16
	v_mov_b32_e32 v10, s17
	v_mov_b32_e32 v11, s18
	v_mov_b32_e32 v12, s19
	v_mov_b32_e32 v13, s20
	v_mov_b32_e32 v14, s21
	v_mov_b32_e32 v15, s22
	v_mov_b32_e32 v16, s23
	v_mov_b32_e32 v19, s2
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v17, s0
.LBB0_5:
	v_lshl_add_u32 v21, s6, 6, v0
	v_mov_b32_e32 v22, 0
	v_lshlrev_b64 v[23:24], 4, v[21:22]
	v_mov_b32_e32 v0, s27
	v_add_co_u32_e32 v23, vcc, s26, v23
	v_addc_co_u32_e32 v24, vcc, v0, v24, vcc
	global_store_dwordx4 v[23:24], v[17:20], off
	v_mov_b32_e32 v0, s25
	v_lshlrev_b64 v[17:18], 6, v[21:22]
	v_add_co_u32_e32 v17, vcc, s24, v17
	v_addc_co_u32_e32 v18, vcc, v0, v18, vcc
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
	global_store_dwordx4 v[17:18], v[1:4], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f32_sizes
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 28
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
	.size	f32_sizes, .Lfunc_end0-f32_sizes
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 776
; NumSgprs: 30
; NumVgprs: 25
; NumAgprs: 20
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 25
; Occupancy: 9
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	f32_32x32               ; -- Begin function f32_32x32
	.globl	f32_32x32
	.p2align	8
	.type	f32_32x32,@function
f32_32x32:                              ; @f32_32x32
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	v_mov_b32_e32 v1, v0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_u32_e32 v3, 32, v1
	v_mov_b32_e32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s3
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_add_co_u32_e32 v4, vcc, s2, v5
	v_addc_co_u32_e32 v5, vcc, v7, v6, vcc
	global_load_dword v4, v[4:5], off
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_load_dword v2, v[2:3], off
	v_accvgpr_read_b32 v6, a15
	v_accvgpr_read_b32 v5, a14
	v_accvgpr_read_b32 v7, a13
	v_accvgpr_write_b32 a31, v6
	v_accvgpr_read_b32 v6, a12
	v_accvgpr_write_b32 a30, v5
	v_accvgpr_write_b32 a29, v7
	v_accvgpr_write_b32 a28, v6
	v_accvgpr_read_b32 v5, a11
	v_accvgpr_read_b32 v7, a10
	v_accvgpr_read_b32 v6, a9
	v_accvgpr_write_b32 a27, v5
	v_accvgpr_write_b32 a26, v7
	v_accvgpr_write_b32 a25, v6
	v_accvgpr_read_b32 v5, a8
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_write_b32 a24, v5
	v_accvgpr_write_b32 a23, v7
	v_accvgpr_write_b32 a22, v6
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v7, a4
	v_accvgpr_read_b32 v6, a3
	v_accvgpr_write_b32 a21, v5
	v_accvgpr_write_b32 a20, v7
	v_accvgpr_write_b32 a19, v6
	v_accvgpr_read_b32 v5, a2
	v_accvgpr_read_b32 v7, a1
	v_accvgpr_read_b32 v6, a0
	v_accvgpr_write_b32 a18, v5
	v_accvgpr_write_b32 a17, v7
	v_accvgpr_write_b32 a16, v6
	v_add_u32_e32 v1, 64, v1
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 a[16:31], v4, v2, a[16:31]
	s_add_i32 s7, s7, -1
	s_cmp_eq_u32 s7, 0
	s_nop 7
	s_nop 7
	v_accvgpr_read_b32 v2, a23
	v_accvgpr_read_b32 v3, a16
	v_accvgpr_read_b32 v33, a31
	v_accvgpr_read_b32 v18, a16
	v_add_f32_e32 v17, v3, v2
	v_mov_b32_e32 v18, v17
	v_accvgpr_read_b32 v32, a30
	v_accvgpr_read_b32 v31, a29
	v_accvgpr_read_b32 v30, a28
	v_accvgpr_read_b32 v29, a27
	v_accvgpr_read_b32 v28, a26
	v_accvgpr_read_b32 v27, a25
	v_accvgpr_read_b32 v26, a24
	v_accvgpr_read_b32 v25, a23
	v_accvgpr_read_b32 v24, a22
	v_accvgpr_read_b32 v23, a21
	v_accvgpr_read_b32 v22, a20
	v_accvgpr_read_b32 v21, a19
	v_accvgpr_read_b32 v20, a18
	v_accvgpr_read_b32 v19, a17
	v_accvgpr_write_b32 a0, v18
	v_accvgpr_write_b32 a2, v20
	v_accvgpr_write_b32 a1, v19
	v_accvgpr_write_b32 a3, v21
	v_accvgpr_write_b32 a4, v22
	v_accvgpr_write_b32 a5, v23
	v_accvgpr_write_b32 a6, v24
	v_accvgpr_write_b32 a7, v25
	v_accvgpr_write_b32 a8, v26
	v_accvgpr_write_b32 a9, v27
	v_accvgpr_write_b32 a10, v28
	v_accvgpr_write_b32 a11, v29
	v_accvgpr_write_b32 a12, v30
	v_accvgpr_write_b32 a13, v31
	v_accvgpr_write_b32 a14, v32
	v_accvgpr_write_b32 a15, v33
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	v_accvgpr_read_b32 v1, a16
	v_accvgpr_read_b32 v2, a17
	v_accvgpr_read_b32 v3, a18
	v_accvgpr_read_b32 v4, a19
	v_accvgpr_read_b32 v5, a20
	v_accvgpr_read_b32 v6, a21
	v_accvgpr_read_b32 v7, a22
	v_accvgpr_read_b32 v8, a23
	v_accvgpr_read_b32 v9, a24
	v_accvgpr_read_b32 v10, a25
	v_accvgpr_read_b32 v11, a26
	v_accvgpr_read_b32 v12, a27
	v_accvgpr_read_b32 v13, a28
	v_accvgpr_read_b32 v14, a29
	v_accvgpr_read_b32 v15, a30
	v_accvgpr_read_b32 v16, a31
	v_mov_b32_e32 v1, v17
	s_branch .LBB1_5
.LBB1_4:
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	s_mov_b32 s16, s8
	s_mov_b32 s17, s8
	s_mov_b32 s18, s8
	s_mov_b32 s19, s8
	s_mov_b32 s20, s8
	s_mov_b32 s21, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s8
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s11
	v_mov_b32_e32 v5, s12
	v_mov_b32_e32 v6, s13
	v_mov_b32_e32 v7, s14
	v_mov_b32_e32 v8, s15
	v_mov_b32_e32 v9, s16
	v_mov_b32_e32 v10, s17
	v_mov_b32_e32 v11, s18
	v_mov_b32_e32 v12, s19
	v_mov_b32_e32 v13, s20
	v_mov_b32_e32 v14, s21
	v_mov_b32_e32 v15, s22
	v_mov_b32_e32 v16, s23
.LBB1_5:
	v_lshl_add_u32 v17, s6, 6, v0
	v_mov_b32_e32 v18, 0
	v_lshlrev_b64 v[17:18], 6, v[17:18]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v17, vcc, s0, v17
	v_addc_co_u32_e32 v18, vcc, v0, v18, vcc
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
	global_store_dwordx4 v[17:18], v[1:4], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f32_32x32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 24
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
	.size	f32_32x32, .Lfunc_end1-f32_32x32
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1144
; NumSgprs: 26
; NumVgprs: 34
; NumAgprs: 32
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	half_products           ; -- Begin function half_products
	.globl	half_products
	.p2align	8
	.type	half_products,@function
half_products:                          ; @half_products
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x18
	v_lshlrev_b32_e32 v3, 3, v0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a17, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[1:2], v3, s[0:1]
	s_nop 0
	global_load_dwordx2 v[3:4], v3, s[2:3]
	v_accvgpr_write_b32 a18, 0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 6, v0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_waitcnt vmcnt(1)
	v_mfma_f32_16x16x16f16 a[16:19], v[1:2], v[1:2], a[15:18]
	s_nop 4
	v_accvgpr_write_b32 a15, 0
	s_nop 3
	v_accvgpr_read_b32 v0, a16
	v_accvgpr_read_b32 v5, a17
	v_accvgpr_read_b32 v6, a18
	v_accvgpr_read_b32 v7, a19
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x2bf16 a[16:19], v3, v4, a[16:19]
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v3, v5
	v_cvt_f16_f32_e32 v4, v6
	v_cvt_f16_f32_e32 v5, v7
	v_mfma_f32_4x4x4f16 a[16:19], v[1:2], v[1:2], a[16:19]
	v_pack_b32_f16 v3, v0, v3
	v_pack_b32_f16 v4, v4, v5
	s_nop 1
	v_mfma_f32_32x32x8f16 a[0:15], v[1:2], v[3:4], a[0:15]
	s_nop 7
	s_nop 4
	v_accvgpr_read_b32 v8, a19
	v_accvgpr_read_b32 v9, a18
	v_accvgpr_read_b32 v18, a17
	v_accvgpr_read_b32 v19, a16
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_add_f32_e32 v11, v3, v8
	v_add_f32_e32 v10, v2, v9
	v_add_f32_e32 v9, v1, v18
	v_add_f32_e32 v8, v0, v19
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v16, v[8:11], s[2:3]
	s_nop 0
	v_accvgpr_read_b32 v11, a7
	v_accvgpr_read_b32 v10, a6
	v_accvgpr_read_b32 v9, a5
	v_accvgpr_read_b32 v8, a4
	global_store_dwordx4 v17, v[4:7], s[0:1] offset:48
	global_store_dwordx4 v17, v[12:15], s[0:1] offset:32
	global_store_dwordx4 v17, v[8:11], s[0:1] offset:16
	global_store_dwordx4 v17, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel half_products
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
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
	.size	half_products, .Lfunc_end2-half_products
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 608
; NumSgprs: 6
; NumVgprs: 20
; NumAgprs: 20
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	int8_products           ; -- Begin function int8_products
	.globl	int8_products
	.p2align	8
	.type	int8_products,@function
int8_products:                          ; @int8_products
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_lshlrev_b32_e32 v1, 2, v0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[0:1]
	v_accvgpr_write_b32 a3, 0
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x16i8 a[0:3], v1, v1, a[0:3]
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v2, a0
	v_add_u32_e32 v2, v2, v1
	s_nop 1
	v_mfma_i32_16x16x16i8 a[0:3], v2, v1, a[0:3]
	s_nop 3
	v_mfma_i32_4x4x4i8 a[0:3], a1, v1, a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	global_store_dwordx4 v4, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int8_products
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
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
	.size	int8_products, .Lfunc_end3-int8_products
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 192
; NumSgprs: 6
; NumVgprs: 5
; NumAgprs: 4
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .type_name:      'v4f*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'v16f*'
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
    .name:           f32_sizes
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         f32_sizes.kd
    .vgpr_count:     25
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f32_32x32
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         f32_32x32.kd
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v4f*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'v16f*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'v4h*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'v4s*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           half_products
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         half_products.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'v4i*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int8_products
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         int8_products.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
