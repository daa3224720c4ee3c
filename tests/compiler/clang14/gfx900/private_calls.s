	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.p2align	2                               ; -- Begin function poly3
	.type	poly3,@function
poly3:                                  ; @poly3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dwordx4 v[1:4], v[1:2], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v4, v0, v3
	v_fma_f32 v2, v3, v0, v2
	v_fma_f32 v0, v2, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	poly3, .Lfunc_end0-poly3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 56
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function poly_pair
	.type	poly_pair,@function
poly_pair:                              ; @poly_pair
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b64 s[4:5], s[30:31]
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, poly3@rel32@lo+4
	s_addc_u32 s7, s7, poly3@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
	v_add_co_u32_e32 v1, vcc, 16, v6
	v_mov_b32_e32 v8, v0
	v_mul_f32_e32 v0, v7, v7
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	s_swappc_b64 s[30:31], s[6:7]
	v_mul_f32_e32 v0, v8, v0
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	poly_pair, .Lfunc_end1-poly_pair
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 9
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
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v0, vcc, s14, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_load_dword v5, v[0:1], off
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, poly3@rel32@lo+4
	s_addc_u32 s5, s5, poly3@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
	s_swappc_b64 s[30:31], s[4:5]
	s_add_u32 s6, s8, 16
	s_addc_u32 s7, s9, 0
	v_mov_b32_e32 v9, v0
	v_mul_f32_e32 v0, 0.5, v5
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, poly_pair@rel32@lo+4
	s_addc_u32 s5, s5, poly_pair@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_add_f32_e32 v2, v9, v0
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 33
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
	.size	call_poly, .Lfunc_end2-call_poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 196
; NumSgprs: 39
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function mix
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v2, v0, 3
	v_xor_b32_e32 v3, v0, v1
	v_lshlrev_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v5, 2, v0
	v_mul_lo_u32 v6, v0, 5
	v_mul_lo_u32 v7, v0, 6
	v_mul_lo_u32 v8, v0, 7
	v_lshlrev_b32_e32 v9, 3, v0
	v_and_b32_e32 v0, 7, v0
	v_xor_b32_e32 v4, v4, v1
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_xor_b32_e32 v2, v2, v1
	v_cndmask_b32_e32 v10, v3, v4, vcc
	v_cmp_eq_u32_e32 vcc, 2, v0
	v_xor_b32_e32 v5, v5, v1
	v_cndmask_b32_e32 v10, v10, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v0
	v_xor_b32_e32 v6, v6, v1
	v_cndmask_b32_e32 v10, v10, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v0
	v_xor_b32_e32 v7, v7, v1
	v_cndmask_b32_e32 v10, v10, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v0
	v_xor_b32_e32 v8, v8, v1
	v_cndmask_b32_e32 v10, v10, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v0
	v_xor_b32_e32 v9, v9, v1
	v_cndmask_b32_e32 v10, v10, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v0
	v_and_b32_e32 v1, 7, v1
	v_cndmask_b32_e32 v0, v10, v9, vcc
	v_cmp_eq_u32_e32 vcc, 1, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_cmp_eq_u32_e32 vcc, 2, v1
	v_cndmask_b32_e32 v2, v3, v2, vcc
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
; codeLenInByte = 208
; NumSgprs: 36
; NumVgprs: 11
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
	s_addc_u32 flat_scratch_hi, s9, 0
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v16, s10, v0
	v_lshlrev_b32_e32 v17, 5, v16
	v_mov_b32_e32 v18, 0
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v19, vcc, s14, v0
	v_addc_co_u32_e32 v20, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[19:20], off
	global_load_dwordx4 v[4:7], v[19:20], off offset:16
	global_load_dwordx4 v[8:11], v[19:20], off offset:32
	s_and_b32 s4, s8, 31
	s_lshl_b32 s4, s4, 2
	s_movk_i32 s32, 0x2400
	s_waitcnt vmcnt(2)
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	buffer_store_dword v3, off, s[0:3], 0 offset:16
	global_load_dwordx4 v[0:3], v[19:20], off offset:48
	s_waitcnt vmcnt(6)
	buffer_store_dword v4, off, s[0:3], 0 offset:20
	buffer_store_dword v5, off, s[0:3], 0 offset:24
	buffer_store_dword v6, off, s[0:3], 0 offset:28
	buffer_store_dword v7, off, s[0:3], 0 offset:32
	global_load_dwordx4 v[4:7], v[19:20], off offset:64
	s_waitcnt vmcnt(10)
	buffer_store_dword v8, off, s[0:3], 0 offset:36
	buffer_store_dword v9, off, s[0:3], 0 offset:40
	buffer_store_dword v10, off, s[0:3], 0 offset:44
	buffer_store_dword v11, off, s[0:3], 0 offset:48
	global_load_dwordx4 v[8:11], v[19:20], off offset:80
	s_waitcnt vmcnt(10)
	buffer_store_dword v0, off, s[0:3], 0 offset:52
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	buffer_store_dword v2, off, s[0:3], 0 offset:60
	buffer_store_dword v3, off, s[0:3], 0 offset:64
	global_load_dwordx4 v[0:3], v[19:20], off offset:96
	s_nop 0
	global_load_dwordx4 v[12:15], v[19:20], off offset:112
	s_waitcnt vmcnt(11)
	buffer_store_dword v4, off, s[0:3], 0 offset:68
	buffer_store_dword v5, off, s[0:3], 0 offset:72
	buffer_store_dword v6, off, s[0:3], 0 offset:76
	buffer_store_dword v7, off, s[0:3], 0 offset:80
	v_mov_b32_e32 v4, 4
	v_add_u32_e32 v5, s4, v4
	s_add_i32 s4, s8, 7
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(10)
	buffer_store_dword v8, off, s[0:3], 0 offset:84
	buffer_store_dword v9, off, s[0:3], 0 offset:88
	buffer_store_dword v10, off, s[0:3], 0 offset:92
	buffer_store_dword v11, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(9)
	buffer_store_dword v0, off, s[0:3], 0 offset:100
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v2, off, s[0:3], 0 offset:108
	buffer_store_dword v3, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(12)
	buffer_store_dword v12, off, s[0:3], 0 offset:116
	buffer_store_dword v13, off, s[0:3], 0 offset:120
	buffer_store_dword v14, off, s[0:3], 0 offset:124
	buffer_store_dword v15, off, s[0:3], 0 offset:128
	buffer_load_dword v0, off, s[0:3], 0 offset:4
	buffer_load_dword v1, v5, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 14
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 21
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v5, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:12
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 28
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:16
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 3
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:20
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 10
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:24
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 17
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:28
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 24
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:32
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, -1
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:36
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 6
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:40
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 13
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:44
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 20
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 27
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:52
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 2
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 9
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:60
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 16
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:64
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 23
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:68
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 30
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:72
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 5
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:76
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 12
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:80
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 19
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 26
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:88
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 1
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, s4, v4
	s_add_i32 s4, s8, 8
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:96
	s_nop 0
	buffer_load_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 15
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	v_add_u32_e32 v6, s4, v4
	s_add_i32 s4, s8, 22
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:104
	s_nop 0
	buffer_load_dword v1, v6, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 29
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v6, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v6, s4, v4
	s_add_i32 s4, s8, 4
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	s_nop 0
	buffer_load_dword v1, v6, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_add_i32 s4, s8, 11
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v6, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:116
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v6, s4, v4
	s_add_i32 s4, s8, 18
	s_and_b32 s4, s4, 31
	s_lshl_b32 s4, s4, 2
	s_add_i32 s8, s8, 25
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:120
	s_nop 0
	buffer_load_dword v1, v6, s[0:3], 0 offen
	v_add_u32_e32 v3, s4, v4
	s_and_b32 s4, s8, 31
	s_lshl_b32 s4, s4, 2
	v_add_u32_e32 v4, s4, v4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v6, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:124
	s_nop 0
	buffer_load_dword v1, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:128
	s_nop 0
	buffer_load_dword v1, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	buffer_store_dword v0, v4, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v0, off, s[0:3], 0 offset:4
	buffer_load_dword v11, v5, s[0:3], 0 offen
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v17, v18
	v_add_u32_e32 v2, v0, v11
	v_lshlrev_b64 v[0:1], 2, v[16:17]
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 33
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
	.size	private_array, .Lfunc_end4-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2196
; NumSgprs: 39
; NumVgprs: 21
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function walk
	.type	walk,@function
walk:                                   ; @walk
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v40, s33, 4
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s34, 0
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s35, 1
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_addk_i32 s32, 0x800
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_mov_b32_e32 v0, 2
	v_lshlrev_b32_sdwa v0, v0, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_co_u32_e32 v0, vcc, v43, v0
	v_addc_co_u32_e32 v1, vcc, 0, v42, vcc
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v3, -1, v3
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v42
	v_writelane_b32 v40, s30, 2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, walk@rel32@lo+4
	s_addc_u32 s5, s5, walk@rel32@hi+12
	v_writelane_b32 v40, s31, 3
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v1, 2
	v_lshlrev_b32_sdwa v1, v1, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_add_co_u32_e32 v1, vcc, v43, v1
	v_addc_co_u32_e32 v2, vcc, 0, v42, vcc
	global_load_dword v1, v[1:2], off
	v_mul_lo_u32 v0, v0, v0
	v_readlane_b32 s30, v40, 2
	v_readlane_b32 s31, v40, 3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v41, v0, v1
.LBB5_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v0, v41
	buffer_load_dword v43, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 4
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	walk, .Lfunc_end5-walk
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 332
; NumSgprs: 40
; NumVgprs: 44
; ScratchSize: 32
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
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v41, vcc, s12, v0
	v_addc_co_u32_e32 v42, vcc, v2, v1, vcc
	global_load_dword v2, v[41:42], off
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, walk@rel32@lo+4
	s_addc_u32 s5, s5, walk@rel32@hi+12
	s_and_b32 s6, s9, 15
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s15
	v_mov_b32_e32 v3, s6
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[4:5]
	global_store_dword v[41:42], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel recursive_walk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end6:
	.size	recursive_walk, .Lfunc_end6-recursive_walk
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 42
; NumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 44
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
    .vgpr_count:     12
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
    .vgpr_count:     21
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
    .private_segment_fixed_size: 32
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         recursive_walk.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
