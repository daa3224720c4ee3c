	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx940"
	.amdhsa_code_object_version 5
	.protected	call_poly               ; -- Begin function call_poly
	.globl	call_poly
	.p2align	8
	.type	call_poly,@function
call_poly:                              ; @call_poly
; %bb.0:
	s_load_dword s5, s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx2 s[6:7], s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s5, 0xffff
	s_mul_i32 s4, s4, s0
	v_add_u32_e32 v0, s4, v0
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[12:13]
	global_load_dword v5, v[0:1], off
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, poly3@rel32@lo+4
	s_addc_u32 s1, s1, poly3@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
	s_swappc_b64 s[30:31], s[0:1]
	s_add_u32 s2, s6, 16
	s_addc_u32 s3, s7, 0
	v_mov_b32_e32 v10, v0
	v_mul_f32_e32 v0, 0.5, v5
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, poly_pair@rel32@lo+4
	s_addc_u32 s1, s1, poly_pair@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_add_f32_e32 v2, v10, v0
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[12:13]
	global_store_dword v[0:1], v2, off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end0:
	.size	call_poly, .Lfunc_end0-call_poly
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; NumSgprs: 40
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function poly3
	.type	poly3,@function
poly3:                                  ; @poly3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, v0
	global_load_dwordx4 v[0:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v3, v4, v2
	v_fma_f32 v1, v2, v4, v1
	v_fmac_f32_e32 v0, v1, v4
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	poly3, .Lfunc_end1-poly3
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function poly_pair
	.type	poly_pair,@function
poly_pair:                              ; @poly_pair
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v7, s33 sc0 sc1 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v7, s30, 0
	v_writelane_b32 v7, s31, 1
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v5, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, poly3@rel32@lo+4
	s_addc_u32 s1, s1, poly3@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 16
	v_mov_b32_e32 v6, v0
	v_mul_f32_e32 v0, v5, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v3
	s_swappc_b64 s[30:31], s[0:1]
	v_mul_f32_e32 v0, v6, v0
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v7, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	poly_pair, .Lfunc_end2-poly_pair
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; NumSgprs: 40
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dword s6, s[0:1], 0x4
	s_load_dword s5, s[2:3], 0x10
	v_mov_b32_e32 v15, 0
	s_movk_i32 s32, 0x90
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s10
	s_and_b32 s0, s6, 0xffff
	s_mul_i32 s4, s4, s0
	v_add_u32_e32 v12, s4, v0
	v_mov_b32_e32 v3, s11
	v_lshlrev_b32_e32 v14, 5, v12
	v_lshl_add_u64 v[36:37], v[14:15], 2, v[2:3]
	global_load_dwordx4 v[0:3], v[36:37], off
	global_load_dwordx4 v[4:7], v[36:37], off offset:16
	global_load_dwordx4 v[8:11], v[36:37], off offset:32
	global_load_dwordx4 v[16:19], v[36:37], off offset:48
	global_load_dwordx4 v[20:23], v[36:37], off offset:64
	global_load_dwordx4 v[24:27], v[36:37], off offset:80
	global_load_dwordx4 v[28:31], v[36:37], off offset:96
	global_load_dwordx4 v[32:35], v[36:37], off offset:112
	s_and_b32 s1, s5, 31
	s_lshl_b32 s0, s1, 2
	s_add_i32 s0, s0, 0
	s_add_i32 s2, s5, 7
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_add_i32 s3, s5, 14
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_xor_b32 s1, s1, 16
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[0:3], off sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[4:7], off offset:16 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[8:11], off offset:32 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[16:19], off offset:48 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[20:23], off offset:64 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[24:27], off offset:80 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[28:31], off offset:96 sc0 sc1
	s_waitcnt vmcnt(7)
	scratch_store_dwordx4 off, v[32:35], off offset:112 sc0 sc1
	scratch_load_dword v0, off, off
	scratch_load_dword v1, off, s0
	v_mov_b32_e32 v16, s8
	v_mov_b32_e32 v17, s9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s0 sc0 sc1
	scratch_load_dword v0, off, off offset:4
	s_nop 0
	scratch_load_dword v1, off, s2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:8
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 21
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:12
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 28
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:16
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 3
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:20
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 10
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:24
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 17
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:28
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 24
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:32
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, -1
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:36
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 6
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:40
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 13
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:44
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 20
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:48
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 27
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:52
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 2
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:56
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s2, s5, 9
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:60
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s3, s5, 15
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:64
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s2, s5, 23
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:68
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s1, s5, 30
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:72
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s2, s5, 5
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:76
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s1, s5, 12
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:80
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s2, s5, 19
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:84
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s1, s5, 26
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:88
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s2, s5, 1
	s_and_b32 s2, s2, 31
	s_lshl_b32 s2, s2, 2
	s_add_i32 s2, s2, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:92
	s_nop 0
	scratch_load_dword v1, off, s2
	s_add_i32 s1, s5, 8
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s2 sc0 sc1
	scratch_load_dword v0, off, off offset:96
	s_nop 0
	scratch_load_dword v1, off, s1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:100
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s1, s5, 22
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:104
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s3, s5, 29
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:108
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s1, s5, 4
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:112
	s_nop 0
	scratch_load_dword v1, off, s1
	s_add_i32 s3, s5, 11
	s_and_b32 s3, s3, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:116
	s_nop 0
	scratch_load_dword v1, off, s3
	s_add_i32 s1, s5, 18
	s_and_b32 s1, s1, 31
	s_lshl_b32 s1, s1, 2
	s_add_i32 s1, s1, 0
	s_add_i32 s5, s5, 25
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off offset:120
	s_nop 0
	scratch_load_dword v1, off, s1
	s_and_b32 s3, s5, 31
	s_lshl_b32 s3, s3, 2
	s_add_i32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s1 sc0 sc1
	scratch_load_dword v0, off, off offset:124
	s_nop 0
	scratch_load_dword v1, off, s3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	scratch_store_dword off, v0, s3 sc0 sc1
	scratch_load_dword v0, off, off
	s_nop 0
	scratch_load_dword v1, off, s2
	scratch_load_dword v11, off, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, mix@rel32@lo+4
	s_addc_u32 s1, s1, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v13, v15
	v_add_u32_e32 v2, v0, v11
	v_lshl_add_u64 v[0:1], v[12:13], 2, v[16:17]
	global_store_dword v[0:1], v2, off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 40
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
.Lfunc_end3:
	.size	private_array, .Lfunc_end3-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1972
; NumSgprs: 39
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v2, v0, v1
	v_lshlrev_b32_e32 v3, 1, v0
	v_lshl_add_u32 v4, v0, 1, v0
	v_lshlrev_b32_e32 v5, 2, v0
	v_lshl_add_u32 v6, v0, 2, v0
	v_mul_lo_u32 v7, v0, 6
	v_mul_lo_u32 v8, v0, 7
	v_lshlrev_b32_e32 v9, 3, v0
	v_and_b32_e32 v0, 7, v0
	v_xor_b32_e32 v3, v3, v1
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_xor_b32_e32 v4, v4, v1
	v_xor_b32_e32 v5, v5, v1
	v_cndmask_b32_e32 v10, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v0
	v_xor_b32_e32 v6, v6, v1
	v_xor_b32_e32 v7, v7, v1
	v_cndmask_b32_e32 v10, v10, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v0
	v_xor_b32_e32 v8, v8, v1
	v_xor_b32_e32 v9, v9, v1
	v_cndmask_b32_e32 v10, v10, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v0
	v_and_b32_e32 v1, 7, v1
	s_nop 0
	v_cndmask_b32_e32 v10, v10, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v0
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v0
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v10, v9, vcc
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v9, vcc
	v_add_u32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	mix, .Lfunc_end4-mix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 252
; NumSgprs: 38
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	recursive_walk          ; -- Begin function recursive_walk
	.globl	recursive_walk
	.p2align	8
	.type	recursive_walk,@function
recursive_walk:                         ; @recursive_walk
; %bb.0:
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dword s5, s[0:1], 0x4
	s_load_dword s6, s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	s_and_b32 s0, s5, 0xffff
	s_mul_i32 s4, s4, s0
	v_mov_b32_e32 v3, s9
	v_add_u32_e32 v0, s4, v0
	v_lshl_add_u64 v[42:43], v[0:1], 2, v[2:3]
	global_load_dword v2, v[42:43], off
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, walk@rel32@lo+4
	s_addc_u32 s1, s1, walk@rel32@hi+12
	s_and_b32 s2, s6, 15
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v3, s2
	s_swappc_b64 s[30:31], s[0:1]
	global_store_dword v[42:43], v0, off sc0 sc1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel recursive_walk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 48
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
.Lfunc_end5:
	.size	recursive_walk, .Lfunc_end5-recursive_walk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 42
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 47
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function walk
	.type	walk,@function
walk:                                   ; @walk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v46, s33 offset:24 sc0 sc1 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v46, s0, 4
	v_writelane_b32 v46, s30, 0
	v_writelane_b32 v46, s31, 1
	v_writelane_b32 v46, s34, 2
	scratch_store_dword off, v40, s33 offset:20 sc0 sc1 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:16 sc0 sc1 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s33 offset:12 sc0 sc1 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s33 offset:8 sc0 sc1 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s33 offset:4 sc0 sc1 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s33 sc0 sc1 ; 4-byte Folded Spill
	v_writelane_b32 v46, s35, 3
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v0
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_add_i32 s32, s32, 32
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_mov_b32_e32 v41, 2
	v_lshlrev_b32_sdwa v44, v41, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mov_b32_e32 v45, 0
	v_lshl_add_u64 v[0:1], v[42:43], 0, v[44:45]
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v3, -1, v3
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, walk@rel32@lo+4
	s_addc_u32 s1, s1, walk@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
	v_lshlrev_b32_sdwa v44, v41, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshl_add_u64 v[2:3], v[42:43], 0, v[44:45]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[40:41], s[0:1], v0, v0, v[2:3]
.LBB5_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v0, v40
	scratch_load_dword v45, off, s33        ; 4-byte Folded Reload
	scratch_load_dword v44, off, s33 offset:4 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s33 offset:12 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:16 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s35, v46, 3
	v_readlane_b32 s34, v46, 2
	v_readlane_b32 s31, v46, 1
	v_readlane_b32 s30, v46, 0
	v_readlane_b32 s0, v46, 4
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v46, off, s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_addk_i32 s32, 0xffe0
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	walk, .Lfunc_end6-walk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 376
; NumSgprs: 42
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           call_poly
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         call_poly.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 32
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         recursive_walk.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx940
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
