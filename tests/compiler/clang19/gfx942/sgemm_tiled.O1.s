	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x1c
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s2, s2, 6
	v_lshl_add_u32 v3, s3, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s9, 0
	s_mov_b32 s3, 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v6, 2, v2
	v_add_u32_e32 v7, 0x1000, v1
	v_add_u32_e32 v12, 0x1004, v1
	v_add_u32_e32 v17, 0x1008, v1
	v_add_u32_e32 v22, 0x100c, v1
	v_add_u32_e32 v27, 0x1010, v1
	v_add_u32_e32 v32, 0x1014, v1
	v_add_u32_e32 v37, 0x1018, v1
	v_add_u32_e32 v42, 0x101c, v1
	v_add_u32_e32 v47, 0x1020, v1
	v_add_u32_e32 v52, 0x1024, v1
	v_add_u32_e32 v55, 0x1028, v1
	v_add_u32_e32 v56, 0x102c, v1
	v_add_u32_e32 v58, 0x1030, v1
	v_add_u32_e32 v61, 0x1034, v1
	v_add_u32_e32 v63, 0x1038, v1
	v_add_u32_e32 v64, 0x103c, v1
	v_mul_lo_u32 v1, v0, s8
	v_add_u32_e32 v8, v7, v6
	v_add_u32_e32 v9, 64, v6
	v_add_u32_e32 v10, 0x80, v6
	v_add_u32_e32 v11, 0xc0, v6
	v_add_u32_e32 v13, 0x100, v6
	v_add_u32_e32 v14, 0x140, v6
	v_add_u32_e32 v15, 0x180, v6
	v_add_u32_e32 v16, 0x1c0, v6
	v_add_u32_e32 v18, 0x200, v6
	v_add_u32_e32 v19, 0x240, v6
	v_add_u32_e32 v20, 0x280, v6
	v_add_u32_e32 v21, 0x2c0, v6
	v_add_u32_e32 v23, 0x300, v6
	v_add_u32_e32 v24, 0x340, v6
	v_add_u32_e32 v25, 0x380, v6
	v_add_u32_e32 v26, 0x3c0, v6
	v_add_u32_e32 v28, 0x400, v6
	v_add_u32_e32 v29, 0x440, v6
	v_add_u32_e32 v30, 0x480, v6
	v_add_u32_e32 v31, 0x4c0, v6
	v_add_u32_e32 v33, 0x500, v6
	v_add_u32_e32 v34, 0x540, v6
	v_add_u32_e32 v35, 0x580, v6
	v_add_u32_e32 v36, 0x5c0, v6
	v_add_u32_e32 v38, 0x600, v6
	v_add_u32_e32 v39, 0x640, v6
	v_add_u32_e32 v40, 0x680, v6
	v_add_u32_e32 v41, 0x6c0, v6
	v_add_u32_e32 v43, 0x700, v6
	v_add_u32_e32 v44, 0x740, v6
	v_add_u32_e32 v45, 0x780, v6
	v_add_u32_e32 v46, 0x7c0, v6
	v_add_u32_e32 v48, 0x800, v6
	v_add_u32_e32 v49, 0x840, v6
	v_add_u32_e32 v50, 0x880, v6
	v_add_u32_e32 v51, 0x8c0, v6
	v_add_u32_e32 v53, 0x900, v6
	v_add_u32_e32 v54, 0x940, v6
	v_add3_u32 v65, v2, v1, s2
	s_lshl_b32 s10, s8, 4
	v_lshl_add_u32 v66, v0, 8, v6
	v_add_u32_e32 v67, 0x980, v6
	v_add_u32_e32 v68, 0x9c0, v6
	v_add_u32_e32 v69, 0xa00, v6
	v_add_u32_e32 v70, 0xa40, v6
	v_add_u32_e32 v71, 0xa80, v6
	v_add_u32_e32 v72, 0xac0, v6
	v_add_u32_e32 v73, 0xb00, v6
	v_add_u32_e32 v74, 0xb40, v6
	v_add_u32_e32 v75, 0xb80, v6
	v_add_u32_e32 v76, 0xbc0, v6
	v_add_u32_e32 v77, 0xc00, v6
	v_add_u32_e32 v78, 0xc40, v6
	v_add_u32_e32 v79, 0xc80, v6
	v_add_u32_e32 v80, 0xcc0, v6
	v_add_u32_e32 v81, 0xd00, v6
	v_add_u32_e32 v82, 0xd40, v6
	v_add_u32_e32 v83, 0xd80, v6
	v_add_u32_e32 v84, 0xdc0, v6
	v_add_u32_e32 v85, 0xe00, v6
	v_add_u32_e32 v86, 0xe40, v6
	v_add_u32_e32 v87, 0xe80, v6
	v_add_u32_e32 v88, 0xec0, v6
	v_add_u32_e32 v89, 0xf00, v6
	v_add_u32_e32 v90, 0xf40, v6
	v_add_u32_e32 v91, 0xf80, v6
	v_add_u32_e32 v92, 0xfc0, v6
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v62, 0
	v_mad_u64_u32 v[0:1], s[12:13], v3, s9, v[2:3]
	v_mov_b32_e32 v5, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	v_add_u32_e32 v4, s3, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[94:95], v[4:5], 2, s[4:5]
	global_load_dword v1, v[94:95], off
	v_mov_b32_e32 v4, v65
	s_mov_b32 s11, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v1
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[94:95], v[4:5], 2, s[6:7]
	global_load_dword v1, v[94:95], off
	v_add_u32_e32 v93, s11, v66
	s_add_i32 s11, s11, 64
	v_add_u32_e32 v4, 16, v4
	s_cmpk_eq_i32 s11, 0x100
	s_waitcnt vmcnt(0)
	ds_write_b32 v93, v1
	s_cbranch_scc0 .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v7
	ds_read_b32 v4, v6
	s_add_i32 s3, s3, 16
	v_add_u32_e32 v65, s10, v65
	s_cmp_ge_u32 s3, s9
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v9
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v10
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v12
	ds_read_b32 v4, v13
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v14
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v15
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v16
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v17
	ds_read_b32 v4, v18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v19
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v20
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v21
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v22
	ds_read_b32 v4, v23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v24
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v26
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v27
	ds_read_b32 v4, v28
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v29
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v30
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v31
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v32
	ds_read_b32 v4, v33
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v34
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v35
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v36
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v37
	ds_read_b32 v4, v38
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v39
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v40
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v41
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v42
	ds_read_b32 v4, v43
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v44
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v45
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v46
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v47
	ds_read_b32 v4, v48
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v49
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v50
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v51
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v52
	ds_read_b32 v4, v53
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v54
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v67
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v68
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v55
	ds_read_b32 v4, v69
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v70
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v71
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v72
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v56
	ds_read_b32 v4, v73
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v74
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v75
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v76
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v58
	ds_read_b32 v4, v77
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v78
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v79
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v80
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v61
	ds_read_b32 v4, v81
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v82
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v83
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v84
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v63
	ds_read_b32 v4, v85
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v86
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v87
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v88
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v60, v1, v4
	ds_read_b32 v1, v64
	ds_read_b32 v4, v89
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v1, v4
	ds_read_b32 v4, v90
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v1, v4
	ds_read_b32 v4, v91
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v62, v1, v4
	ds_read_b32 v4, v92
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fmac_f32_e32 v60, v1, v4
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_6
.LBB0_5:
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v62, 0
.LBB0_6:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x24
	v_add_u32_e32 v0, s2, v2
	v_mad_u64_u32 v[2:3], s[0:1], s8, v3, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[0:1], off offset:64
	global_load_dword v4, v[0:1], off offset:128
	global_load_dword v5, v[0:1], off offset:192
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v2, s7, v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, s7, v3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, s7, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s7, v5
	v_fmac_f32_e32 v2, s6, v57
	v_fmac_f32_e32 v3, s6, v59
	v_fmac_f32_e32 v4, s6, v62
	v_fmac_f32_e32 v5, s6, v60
	global_store_dword v[0:1], v2, off
	global_store_dword v[0:1], v3, off offset:64
	global_store_dword v[0:1], v4, off offset:128
	global_store_dword v[0:1], v5, off offset:192
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 96
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
; codeLenInByte = 2216
; NumSgprs: 20
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 96
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
