	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x1c
	s_load_dword s10, s[4:5], 0x20
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s9, s6, 6
	v_lshl_add_u32 v3, s7, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s10, 0
	s_mov_b32 s13, 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_mul_lo_u32 v1, v3, s10
	v_add_u32_e32 v4, v1, v2
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v5, 2, v2
	v_add_u32_e32 v6, 0x1000, v1
	v_add_u32_e32 v11, 0x1004, v1
	s_movk_i32 s11, 0x100
	v_add_u32_e32 v16, 0x1008, v1
	v_add_u32_e32 v21, 0x100c, v1
	v_add_u32_e32 v26, 0x1010, v1
	v_add_u32_e32 v31, 0x1014, v1
	v_add_u32_e32 v36, 0x1018, v1
	v_add_u32_e32 v41, 0x101c, v1
	v_add_u32_e32 v46, 0x1020, v1
	v_add_u32_e32 v51, 0x1024, v1
	v_add_u32_e32 v54, 0x1028, v1
	v_add_u32_e32 v58, 0x102c, v1
	v_add_u32_e32 v60, 0x1030, v1
	v_add_u32_e32 v61, 0x1034, v1
	v_add_u32_e32 v62, 0x1038, v1
	v_add_u32_e32 v63, 0x103c, v1
	v_mul_lo_u32 v1, v0, s8
	v_add_u32_e32 v7, v6, v5
	v_add_u32_e32 v8, 64, v5
	v_add_u32_e32 v9, 0x80, v5
	v_add_u32_e32 v10, 0xc0, v5
	v_add_u32_e32 v12, s11, v5
	v_add_u32_e32 v13, 0x140, v5
	v_add_u32_e32 v14, 0x180, v5
	v_add_u32_e32 v15, 0x1c0, v5
	v_add_u32_e32 v17, 0x200, v5
	v_add_u32_e32 v18, 0x240, v5
	v_add_u32_e32 v19, 0x280, v5
	v_add_u32_e32 v20, 0x2c0, v5
	v_add_u32_e32 v22, 0x300, v5
	v_add_u32_e32 v23, 0x340, v5
	v_add_u32_e32 v24, 0x380, v5
	v_add_u32_e32 v25, 0x3c0, v5
	v_or_b32_e32 v27, 0x400, v5
	v_add_u32_e32 v28, 0x440, v5
	v_add_u32_e32 v29, 0x480, v5
	v_add_u32_e32 v30, 0x4c0, v5
	v_add_u32_e32 v32, 0x500, v5
	v_add_u32_e32 v33, 0x540, v5
	v_add_u32_e32 v34, 0x580, v5
	v_add_u32_e32 v35, 0x5c0, v5
	v_add_u32_e32 v37, 0x600, v5
	v_add_u32_e32 v38, 0x640, v5
	v_add_u32_e32 v39, 0x680, v5
	v_add_u32_e32 v40, 0x6c0, v5
	v_add_u32_e32 v42, 0x700, v5
	v_add_u32_e32 v43, 0x740, v5
	v_add_u32_e32 v44, 0x780, v5
	v_add_u32_e32 v45, 0x7c0, v5
	v_or_b32_e32 v47, 0x800, v5
	v_add_u32_e32 v48, 0x840, v5
	v_add_u32_e32 v49, 0x880, v5
	v_add_u32_e32 v50, 0x8c0, v5
	v_add_u32_e32 v52, 0x900, v5
	v_add_u32_e32 v53, 0x940, v5
	v_add3_u32 v64, v2, v1, s9
	s_lshl_b32 s12, s8, 4
	v_lshl_add_u32 v65, v0, 8, v5
	v_add_u32_e32 v66, 0x980, v5
	v_add_u32_e32 v67, 0x9c0, v5
	v_add_u32_e32 v68, 0xa00, v5
	v_add_u32_e32 v69, 0xa40, v5
	v_add_u32_e32 v70, 0xa80, v5
	v_add_u32_e32 v71, 0xac0, v5
	v_add_u32_e32 v72, 0xb00, v5
	v_add_u32_e32 v73, 0xb40, v5
	v_add_u32_e32 v74, 0xb80, v5
	v_add_u32_e32 v75, 0xbc0, v5
	v_or_b32_e32 v76, 0xc00, v5
	v_add_u32_e32 v77, 0xc40, v5
	v_add_u32_e32 v78, 0xc80, v5
	v_add_u32_e32 v79, 0xcc0, v5
	v_add_u32_e32 v80, 0xd00, v5
	v_add_u32_e32 v81, 0xd40, v5
	v_add_u32_e32 v82, 0xd80, v5
	v_add_u32_e32 v83, 0xdc0, v5
	v_add_u32_e32 v84, 0xe00, v5
	v_add_u32_e32 v85, 0xe40, v5
	v_add_u32_e32 v86, 0xe80, v5
	v_add_u32_e32 v87, 0xec0, v5
	v_add_u32_e32 v88, 0xf00, v5
	v_add_u32_e32 v89, 0xf40, v5
	v_add_u32_e32 v90, 0xf80, v5
	v_add_u32_e32 v91, 0xfc0, v5
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v1, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	v_add_u32_e32 v0, s13, v4
	v_lshlrev_b64 v[92:93], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v92, vcc, s2, v92
	v_addc_co_u32_e32 v93, vcc, v0, v93, vcc
	global_load_dword v92, v[92:93], off
	v_mov_b32_e32 v0, v64
	s_mov_b32 s14, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v92
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64 v[92:93], 2, v[0:1]
	v_mov_b32_e32 v94, s7
	v_add_co_u32_e32 v92, vcc, s6, v92
	v_addc_co_u32_e32 v93, vcc, v94, v93, vcc
	global_load_dword v92, v[92:93], off
	v_add_u32_e32 v93, s14, v65
	s_add_i32 s14, s14, 64
	v_add_u32_e32 v0, 16, v0
	s_cmp_eq_u32 s14, s11
	s_waitcnt vmcnt(0)
	ds_write_b32 v93, v92
	s_cbranch_scc0 .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v6
	ds_read_b32 v92, v5
	s_add_i32 s13, s13, 16
	v_add_u32_e32 v64, s12, v64
	s_cmp_ge_u32 s13, s10
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v8
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v9
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v10
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v11
	ds_read_b32 v92, v12
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v13
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v14
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v15
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v16
	ds_read_b32 v92, v17
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v19
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v20
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v21
	ds_read_b32 v92, v22
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v24
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v26
	ds_read_b32 v92, v27
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v28
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v29
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v30
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v31
	ds_read_b32 v92, v32
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v33
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v34
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v35
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v36
	ds_read_b32 v92, v37
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v38
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v39
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v40
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v41
	ds_read_b32 v92, v42
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v43
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v44
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v45
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v46
	ds_read_b32 v92, v47
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v48
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v49
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v50
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v51
	ds_read_b32 v92, v52
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v53
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v66
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v67
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v54
	ds_read_b32 v92, v68
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v69
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v70
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v71
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v58
	ds_read_b32 v92, v72
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v73
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v74
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v75
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v60
	ds_read_b32 v92, v76
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v77
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v78
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v79
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v61
	ds_read_b32 v92, v80
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v81
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v82
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v83
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v62
	ds_read_b32 v92, v84
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v85
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v86
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v87
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	ds_read_b32 v0, v63
	ds_read_b32 v92, v88
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v55, v0, v92
	ds_read_b32 v92, v89
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v56, v0, v92
	ds_read_b32 v92, v90
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v59, v0, v92
	ds_read_b32 v92, v91
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v57, v0, v92
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_6
.LBB0_5:
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
.LBB0_6:
	s_load_dword s2, s[4:5], 0x24
	s_load_dword s3, s[4:5], 0x28
	v_add_u32_e32 v0, s9, v2
	v_mad_u64_u32 v[2:3], s[4:5], s8, v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[0:1], off offset:64
	global_load_dword v4, v[0:1], off offset:128
	global_load_dword v5, v[0:1], off offset:192
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mul_f32_e32 v2, s3, v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, s3, v3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, s3, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s3, v5
	v_fmac_f32_e32 v2, s2, v55
	v_fmac_f32_e32 v3, s2, v56
	v_fmac_f32_e32 v4, s2, v59
	v_fmac_f32_e32 v5, s2, v57
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
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 96
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
; codeLenInByte = 2300
; NumSgprs: 17
; NumVgprs: 95
; NumAgprs: 0
; TotalNumVgprs: 95
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 95
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
