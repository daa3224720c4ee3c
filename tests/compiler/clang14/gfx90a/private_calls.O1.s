	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.p2align	2                               ; -- Begin function poly3
	.type	poly3,@function
poly3:                                  ; @poly3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	global_load_dword v4, v[2:3], off offset:12
	global_load_dword v5, v[2:3], off offset:8
	global_load_dword v6, v[2:3], off offset:4
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v5, v4, v0
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v6, v5, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v6, v0
	v_mov_b32_e32 v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	poly3, .Lfunc_end0-poly3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 76
; NumSgprs: 36
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function poly_pair
	.type	poly_pair,@function
poly_pair:                              ; @poly_pair
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b64 s[4:5], s[30:31]
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, poly3@rel32@lo+4
	s_addc_u32 s7, s7, poly3@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
	v_add_co_u32_e32 v1, vcc, 16, v8
	v_mov_b32_e32 v10, v0
	v_mul_f32_e32 v0, v9, v9
	v_addc_co_u32_e32 v2, vcc, 0, v7, vcc
	s_swappc_b64 s[30:31], s[6:7]
	v_mul_f32_e32 v0, v10, v0
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	poly_pair, .Lfunc_end1-poly_pair
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_poly               ; -- Begin function call_poly
	.globl	call_poly
	.p2align	8
	.type	call_poly,@function
call_poly:                              ; @call_poly
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_nop 0
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s11, 0xffff
	s_mul_i32 s10, s10, s11
	v_add_u32_e32 v0, s10, v0
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v0, vcc, s4, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_load_dword v7, v[0:1], off
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, poly3@rel32@lo+4
	s_addc_u32 s5, s5, poly3@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_swappc_b64 s[30:31], s[4:5]
	s_add_u32 s6, s8, 16
	s_addc_u32 s7, s9, 0
	v_mov_b32_e32 v11, v0
	v_mul_f32_e32 v0, 0.5, v7
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, poly_pair@rel32@lo+4
	s_addc_u32 s5, s5, poly_pair@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_add_f32_e32 v2, v11, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel call_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 16
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
	.size	call_poly, .Lfunc_end2-call_poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 208
; NumSgprs: 39
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, 0
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[6:7], s[6:7] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[8:9], s[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[10:11], s[10:11] op_sel:[0,1]
	v_mov_b32_e32 v10, v0
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s5, s4, 1
	s_cmp_eq_u32 s4, 7
	v_xor_b32_e32 v11, v10, v1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v9, v9, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_cndmask_b32_e32 v8, v8, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_cndmask_b32_e32 v7, v7, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v6, v6, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v5, v5, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 1
	v_cndmask_b32_e32 v4, v4, v11, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 0
	v_cndmask_b32_e32 v3, v3, v11, vcc
	s_cselect_b64 vcc, -1, 0
	v_add_u32_e32 v10, v10, v0
	s_mov_b32 s4, s5
	s_cmp_eq_u32 s5, 8
	v_cndmask_b32_e32 v2, v2, v11, vcc
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_and_b32_e32 v0, 7, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v0
	v_cndmask_b32_e32 v10, v10, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v0
	v_cndmask_b32_e32 v10, v10, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v0
	v_cndmask_b32_e32 v10, v10, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v0
	v_cndmask_b32_e32 v10, v10, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v0
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v0
	v_and_b32_e32 v1, 7, v1
	v_cndmask_b32_e32 v0, v10, v9, vcc
	v_cmp_eq_u32_e32 vcc, 1, v1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v1
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v1
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v1
	v_cndmask_b32_e32 v1, v2, v9, vcc
	v_add_u32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	mix, .Lfunc_end3-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 336
; NumSgprs: 36
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_load_dword s8, s[6:7], 0x10
	s_nop 0
	s_load_dword s5, s[4:5], 0x4
	s_nop 0
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_nop 0
	s_load_dwordx2 s[6:7], s[6:7], 0x8
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s10, s10, s5
	v_add_u32_e32 v12, s10, v0
	v_lshlrev_b32_e32 v0, 5, v12
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	s_mov_b32 s4, s8
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b32 s5, 0
	v_mov_b32_e32 v2, 4
	s_movk_i32 s32, 0x2400
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v[0:1], off
	v_add_u32_e32 v4, s5, v2
	s_add_i32 s5, s5, 4
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cmpk_lg_i32 s5, 0x80
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, v4, s[0:3], 0 offen
	s_cbranch_scc1 .LBB4_1
; %bb.2:
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, 4
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s6, s4, 31
	s_lshl_b32 s6, s6, 2
	v_add_u32_e32 v1, s5, v0
	v_add_u32_e32 v2, s6, v0
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_add_i32 s5, s5, 4
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_add_i32 s4, s4, 7
	s_cmpk_eq_i32 s5, 0x80
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v1
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_cbranch_scc0 .LBB4_3
; %bb.4:
	s_and_b32 s4, s8, 31
	s_add_i32 s8, s8, 1
	s_and_b32 s5, s8, 31
	v_mov_b32_e32 v2, 4
	s_lshl_b32 s5, s5, 2
	v_add_u32_e32 v0, s5, v2
	s_lshl_b32 s4, s4, 2
	buffer_load_dword v1, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v0, off, s[0:3], 0 offset:4
	v_add_u32_e32 v2, s4, v2
	buffer_load_dword v13, v2, s[0:3], 0 offen
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_add_u32_e32 v2, v0, v13
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 16
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
	.size	private_array, .Lfunc_end4-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 368
; NumSgprs: 39
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function walk
	.type	walk,@function
walk:                                   ; @walk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v40, s33, 2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_and_b32_e32 v0, 0xff, v41
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s36, 0
	v_mov_b32_e32 v1, s36
	v_add_co_u32_e32 v0, vcc, v43, v0
	v_addc_co_u32_e32 v1, vcc, v42, v1, vcc
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v3, -1, v3
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v42
	v_writelane_b32 v40, s30, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, walk@rel32@lo+4
	s_addc_u32 s5, s5, walk@rel32@hi+12
	v_writelane_b32 v40, s31, 1
	s_swappc_b64 s[30:31], s[4:5]
	v_bfe_u32 v1, v41, 8, 8
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v3, s36
	v_add_co_u32_e32 v2, vcc, v43, v1
	v_addc_co_u32_e32 v3, vcc, v42, v3, vcc
	global_load_dword v1, v[2:3], off
	v_readlane_b32 s30, v40, 0
	v_mul_lo_u32 v0, v0, v0
	v_readlane_b32 s31, v40, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v41, v0, v1
.LBB5_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v0, v41
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	walk, .Lfunc_end5-walk
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 256
; NumSgprs: 41
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	recursive_walk          ; -- Begin function recursive_walk
	.globl	recursive_walk
	.p2align	8
	.type	recursive_walk,@function
recursive_walk:                         ; @recursive_walk
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_nop 0
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x8
	s_nop 0
	s_load_dword s6, s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s11, 0xffff
	s_mul_i32 s10, s10, s7
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v44, vcc, s4, v0
	v_addc_co_u32_e32 v45, vcc, v2, v1, vcc
	global_load_dword v2, v[44:45], off
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, walk@rel32@lo+4
	s_addc_u32 s5, s5, walk@rel32@hi+12
	s_and_b32 s6, s6, 15
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s6
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[4:5]
	global_store_dword v[44:45], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel recursive_walk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 48
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
.Lfunc_end6:
	.size	recursive_walk, .Lfunc_end6-recursive_walk
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 156
; NumSgprs: 43
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           call_poly
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         call_poly.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           private_array
    .private_segment_fixed_size: 144
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           recursive_walk
    .private_segment_fixed_size: 16
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         recursive_walk.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
