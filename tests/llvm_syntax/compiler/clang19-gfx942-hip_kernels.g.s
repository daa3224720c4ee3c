	.text
	.file	0 "/work/main/tests/llvm_syntax/compiler" "hip_kernels.hip" md5 0xd4007b71f85719af950626537447189a
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function _Z6helperfi
	.type	_Z6helperfi,@function
_Z6helperfi:                            ; @_Z6helperfi
.Lfunc_begin0:
	.loc	0 6 0                           ; hip_kernels.hip:6:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: helper:x <- $vgpr0
	;DEBUG_VALUE: helper:i <- $vgpr1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp0:
	.loc	0 6 88 prologue_end             ; hip_kernels.hip:6:88
	v_and_b32_e32 v1, 15, v1
.Ltmp1:
	.loc	0 6 80 is_stmt 0                ; hip_kernels.hip:6:80
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, table@rel32@lo+4
	s_addc_u32 s1, s1, table@rel32@hi+12
	global_load_dword v1, v1, s[0:1]
	.loc	0 6 78                          ; hip_kernels.hip:6:78
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v1, v0
.Ltmp2:
	.loc	0 6 69                          ; hip_kernels.hip:6:69
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end0:
	.size	_Z6helperfi, .Lfunc_end0-_Z6helperfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; NumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	axpy                    ; -- Begin function axpy
	.globl	axpy
	.p2align	8
	.type	axpy,@function
axpy:                                   ; @axpy
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 8 11 prologue_end is_stmt 1   ; hip_kernels.hip:8:11
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	;DEBUG_VALUE: axpy:n <- undef
	.loc	0 8 51 is_stmt 0                ; hip_kernels.hip:8:51
	v_lshl_add_u32 v0, s2, 8, v0
.Ltmp4:
	;DEBUG_VALUE: axpy:i <- $vgpr0
	.loc	0 9 9 is_stmt 1                 ; hip_kernels.hip:9:9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s5, v0
.Ltmp5:
	;DEBUG_VALUE: axpy:a <- undef
	;DEBUG_VALUE: axpy:x <- undef
	;DEBUG_VALUE: axpy:y <- undef
	.loc	0 9 7 is_stmt 0                 ; hip_kernels.hip:9:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.Ltmp6:
; %bb.1:
	;DEBUG_VALUE: axpy:i <- $vgpr0
	.loc	0 8 11 is_stmt 1                ; hip_kernels.hip:8:11
	s_load_dwordx4 s[0:3], s[0:1], 0x0
.Ltmp7:
	;DEBUG_VALUE: axpy:x <- undef
	;DEBUG_VALUE: axpy:y <- undef
	.loc	0 9 25                          ; hip_kernels.hip:9:25
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
.Ltmp8:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	.loc	0 9 32 is_stmt 0                ; hip_kernels.hip:9:32
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	0 9 25                          ; hip_kernels.hip:9:25
	global_load_dword v4, v[2:3], off
	.loc	0 9 32                          ; hip_kernels.hip:9:32
	global_load_dword v5, v[0:1], off
	.loc	0 9 30                          ; hip_kernels.hip:9:30
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, s4, v4
	.loc	0 9 19                          ; hip_kernels.hip:9:19
	global_store_dword v[0:1], v5, off
.Ltmp9:
.LBB0_2:
	.loc	0 10 1 is_stmt 1                ; hip_kernels.hip:10:1
	s_endpgm
.Ltmp10:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel axpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 6
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
.Lfunc_end1:
	.size	axpy, .Lfunc_end1-axpy
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 108
; NumSgprs: 12
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
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
	.protected	_Z6reducePfPKf          ; -- Begin function _Z6reducePfPKf
	.globl	_Z6reducePfPKf
	.p2align	8
	.type	_Z6reducePfPKf,@function
_Z6reducePfPKf:                         ; @_Z6reducePfPKf
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 13 11 prologue_end            ; hip_kernels.hip:13:11
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	;DEBUG_VALUE: reduce:in <- undef
	v_mov_b32_e32 v2, v0
	.loc	0 14 17                         ; hip_kernels.hip:14:17
	v_lshlrev_b32_e32 v3, 2, v2
	.loc	0 14 10 is_stmt 0               ; hip_kernels.hip:14:10
	v_mov_b32_e32 v1, v2
	s_mov_b32 s32, 0
	.loc	0 14 17                         ; hip_kernels.hip:14:17
	s_waitcnt lgkmcnt(0)
	global_load_dword v0, v3, s[6:7]
	.loc	0 14 10                         ; hip_kernels.hip:14:10
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z6helperfi@rel32@lo+4
	s_addc_u32 s1, s1, _Z6helperfi@rel32@hi+12
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp11:
	.loc	0 0 10                          ; hip_kernels.hip:0:10
	s_movk_i32 s0, 0x80
.Ltmp12:
	;DEBUG_VALUE: k <- 128
	.loc	0 16 45 is_stmt 1               ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, s0, v2
.Ltmp13:
	;DEBUG_VALUE: reduce:out <- undef
	.loc	0 14 8                          ; hip_kernels.hip:14:8
	ds_write_b32 v3, v0
	.loc	0 15 3                          ; hip_kernels.hip:15:3
	s_barrier
.Ltmp14:
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
.Ltmp15:
; %bb.1:
	;DEBUG_VALUE: k <- 128
	.loc	0 16 58 is_stmt 0               ; hip_kernels.hip:16:58
	ds_read2st64_b32 v[0:1], v3 offset1:2
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp16:
.LBB2_2:
	;DEBUG_VALUE: k <- 128
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 64, v2
.Ltmp17:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp18:
	;DEBUG_VALUE: k <- 64
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
.Ltmp19:
; %bb.3:
	;DEBUG_VALUE: k <- 64
	.loc	0 16 58                         ; hip_kernels.hip:16:58
	ds_read2st64_b32 v[0:1], v3 offset1:1
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp20:
.LBB2_4:
	;DEBUG_VALUE: k <- 64
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 32, v2
.Ltmp21:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp22:
	;DEBUG_VALUE: k <- 32
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
.Ltmp23:
; %bb.5:
	;DEBUG_VALUE: k <- 32
	.loc	0 16 58                         ; hip_kernels.hip:16:58
	ds_read2_b32 v[0:1], v3 offset1:32
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp24:
.LBB2_6:
	;DEBUG_VALUE: k <- 32
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 16, v2
.Ltmp25:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp26:
	;DEBUG_VALUE: k <- 16
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_8
.Ltmp27:
; %bb.7:
	;DEBUG_VALUE: k <- 16
	.loc	0 16 58                         ; hip_kernels.hip:16:58
	ds_read2_b32 v[0:1], v3 offset1:16
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp28:
.LBB2_8:
	;DEBUG_VALUE: k <- 16
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 8, v2
.Ltmp29:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp30:
	;DEBUG_VALUE: k <- 8
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
.Ltmp31:
; %bb.9:
	;DEBUG_VALUE: k <- 8
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	ds_read2_b32 v[0:1], v3 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp32:
.LBB2_10:
	;DEBUG_VALUE: k <- 8
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 4, v2
.Ltmp33:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp34:
	;DEBUG_VALUE: k <- 4
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_12
.Ltmp35:
; %bb.11:
	;DEBUG_VALUE: k <- 4
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	ds_read2_b32 v[0:1], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp36:
.LBB2_12:
	;DEBUG_VALUE: k <- 4
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_gt_u32_e32 vcc, 2, v2
.Ltmp37:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp38:
	;DEBUG_VALUE: k <- 2
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_14
.Ltmp39:
; %bb.13:
	;DEBUG_VALUE: k <- 2
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	ds_read2_b32 v[0:1], v3 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v3, v0
.Ltmp40:
.LBB2_14:
	;DEBUG_VALUE: k <- 2
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 45                         ; hip_kernels.hip:16:45
	v_cmp_eq_u32_e32 vcc, 0, v2
.Ltmp41:
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp42:
	;DEBUG_VALUE: k <- 1
	.loc	0 16 43                         ; hip_kernels.hip:16:43
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_16
.Ltmp43:
; %bb.15:
	;DEBUG_VALUE: k <- 1
	.loc	0 0 43                          ; hip_kernels.hip:0:43
	v_mov_b32_e32 v0, 0
.Ltmp44:
	.loc	0 16 58                         ; hip_kernels.hip:16:58
	ds_read_b32 v0, v0 offset:4
	.loc	0 16 55                         ; hip_kernels.hip:16:55
	ds_read_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v3, v0
.Ltmp45:
.LBB2_16:
	;DEBUG_VALUE: k <- 1
	.loc	0 0 55                          ; hip_kernels.hip:0:55
	s_or_b64 exec, exec, s[0:1]
	.loc	0 16 68                         ; hip_kernels.hip:16:68
	s_barrier
.Ltmp46:
	;DEBUG_VALUE: k <- 0
	.loc	0 17 7 is_stmt 1                ; hip_kernels.hip:17:7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_18
.Ltmp47:
; %bb.17:
	.loc	0 13 11                         ; hip_kernels.hip:13:11
	v_mov_b32_e32 v0, 0
.Ltmp48:
	.loc	0 17 22                         ; hip_kernels.hip:17:22
	ds_read_b32 v1, v0
	.loc	0 17 20 is_stmt 0               ; hip_kernels.hip:17:20
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[4:5]
.Ltmp49:
.LBB2_18:
	.loc	0 18 1 is_stmt 1                ; hip_kernels.hip:18:1
	s_endpgm
.Ltmp50:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reducePfPKf
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 4
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
	.size	_Z6reducePfPKf, .Lfunc_end2-_Z6reducePfPKf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; NumSgprs: 39
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z4tmplILi3EEvPi,"axG",@progbits,_Z4tmplILi3EEvPi,comdat
	.protected	_Z4tmplILi3EEvPi        ; -- Begin function _Z4tmplILi3EEvPi
	.globl	_Z4tmplILi3EEvPi
	.p2align	8
	.type	_Z4tmplILi3EEvPi,@function
_Z4tmplILi3EEvPi:                       ; @_Z4tmplILi3EEvPi
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 19 51 prologue_end            ; hip_kernels.hip:19:51
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	;DEBUG_VALUE: tmpl<3>:o <- undef
	.loc	0 19 49 is_stmt 0               ; hip_kernels.hip:19:49
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 3
	.loc	0 19 85                         ; hip_kernels.hip:19:85
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	.loc	0 19 90                         ; hip_kernels.hip:19:90
	s_endpgm
.Ltmp51:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4tmplILi3EEvPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 2
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
	.section	.text._Z4tmplILi3EEvPi,"axG",@progbits,_Z4tmplILi3EEvPi,comdat
.Lfunc_end3:
	.size	_Z4tmplILi3EEvPi, .Lfunc_end3-_Z4tmplILi3EEvPi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 32
; NumSgprs: 8
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z4tmplILi7EEvPi,"axG",@progbits,_Z4tmplILi7EEvPi,comdat
	.protected	_Z4tmplILi7EEvPi        ; -- Begin function _Z4tmplILi7EEvPi
	.globl	_Z4tmplILi7EEvPi
	.p2align	8
	.type	_Z4tmplILi7EEvPi,@function
_Z4tmplILi7EEvPi:                       ; @_Z4tmplILi7EEvPi
.Lfunc_begin4:
	.cfi_startproc
; %bb.0:
	.loc	0 19 51 prologue_end is_stmt 1  ; hip_kernels.hip:19:51
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	;DEBUG_VALUE: tmpl<7>:o <- undef
	.loc	0 19 49 is_stmt 0               ; hip_kernels.hip:19:49
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 7
	.loc	0 19 85                         ; hip_kernels.hip:19:85
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	.loc	0 19 90                         ; hip_kernels.hip:19:90
	s_endpgm
.Ltmp52:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4tmplILi7EEvPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 2
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
	.section	.text._Z4tmplILi7EEvPi,"axG",@progbits,_Z4tmplILi7EEvPi,comdat
.Lfunc_end4:
	.size	_Z4tmplILi7EEvPi, .Lfunc_end4-_Z4tmplILi7EEvPi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 32
; NumSgprs: 8
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.protected	table                   ; @table
	.type	table,@object
	.data
	.globl	table
	.p2align	4, 0x0
table:
	.long	0x3f800000                      ; float 1
	.long	0x40000000                      ; float 2
	.long	0x40400000                      ; float 3
	.long	0x40800000                      ; float 4
	.long	0x40a00000                      ; float 5
	.long	0x40c00000                      ; float 6
	.long	0x40e00000                      ; float 7
	.long	0x41000000                      ; float 8
	.long	0x41100000                      ; float 9
	.long	0x41200000                      ; float 10
	.long	0x41300000                      ; float 11
	.long	0x41400000                      ; float 12
	.long	0x41500000                      ; float 13
	.long	0x41600000                      ; float 14
	.long	0x41700000                      ; float 15
	.long	0x41800000                      ; float 16
	.size	table, 64

	.type	__hip_cuid_ef171681c87f0a89,@object ; @__hip_cuid_ef171681c87f0a89
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ef171681c87f0a89
__hip_cuid_ef171681c87f0a89:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ef171681c87f0a89, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	4                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   length
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   length
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	1                               ; DW_LLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	1                               ; DW_LLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	48                              ; DW_TAG_template_value_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x13b DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.quad	0                               ; DW_AT_low_pc
	.byte	1                               ; DW_AT_ranges
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2f:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	58                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x3a:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3f:0x6 DW_TAG_subrange_type
	.long	74                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x46:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x4a:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x4e:0x48 DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x58:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	150                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	9                               ; Abbrev [9] 0x66:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	306                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x6e:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	311                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x76:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	302                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x7e:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x80:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	302                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x8a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x96:0xd DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x9b:0x7 DW_TAG_subrange_type
	.long	74                              ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0xa3:0x24 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_linkage_name
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	70                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0xb4:0x9 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	70                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0xbd:0x9 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	302                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0xc7:0x33 DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0xd0:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	306                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xd8:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	311                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xe0:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	70                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xe8:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	302                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xf0:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	302                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xfa:0x1a DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	14                              ; DW_AT_linkage_name
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x104:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	321                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x10c:0x7 DW_TAG_template_value_parameter
	.long	302                             ; DW_AT_type
	.byte	13                              ; DW_AT_name
	.byte	3                               ; DW_AT_const_value
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x114:0x1a DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	16                              ; DW_AT_linkage_name
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x11e:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	321                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x126:0x7 DW_TAG_template_value_parameter
	.long	302                             ; DW_AT_type
	.byte	13                              ; DW_AT_name
	.byte	7                               ; DW_AT_const_value
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x12e:0x4 DW_TAG_base_type
	.byte	12                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x132:0x5 DW_TAG_pointer_type
	.long	70                              ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x137:0x5 DW_TAG_pointer_type
	.long	316                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x13c:0x5 DW_TAG_const_type
	.long	70                              ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x141:0x5 DW_TAG_pointer_type
	.long	302                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	1                               ; DW_RLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	3                               ; DW_RLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	6                               ;   start index
	.uleb128 .Lfunc_end3-.Lfunc_begin3      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	7                               ;   start index
	.uleb128 .Lfunc_end4-.Lfunc_begin4      ;   length
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	116                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"hip_kernels.hip"               ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/llvm_syntax/compiler" ; string offset=56
.Linfo_string3:
	.asciz	"table"                         ; string offset=94
.Linfo_string4:
	.asciz	"float"                         ; string offset=100
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=106
.Linfo_string6:
	.asciz	"s"                             ; string offset=126
.Linfo_string7:
	.asciz	"_Z6helperfi"                   ; string offset=128
.Linfo_string8:
	.asciz	"helper"                        ; string offset=140
.Linfo_string9:
	.asciz	"axpy"                          ; string offset=147
.Linfo_string10:
	.asciz	"_Z6reducePfPKf"                ; string offset=152
.Linfo_string11:
	.asciz	"reduce"                        ; string offset=167
.Linfo_string12:
	.asciz	"int"                           ; string offset=174
.Linfo_string13:
	.asciz	"N"                             ; string offset=178
.Linfo_string14:
	.asciz	"_Z4tmplILi3EEvPi"              ; string offset=180
.Linfo_string15:
	.asciz	"tmpl<3>"                       ; string offset=197
.Linfo_string16:
	.asciz	"_Z4tmplILi7EEvPi"              ; string offset=205
.Linfo_string17:
	.asciz	"tmpl<7>"                       ; string offset=222
.Linfo_string18:
	.asciz	"x"                             ; string offset=230
.Linfo_string19:
	.asciz	"i"                             ; string offset=232
.Linfo_string20:
	.asciz	"y"                             ; string offset=234
.Linfo_string21:
	.asciz	"a"                             ; string offset=236
.Linfo_string22:
	.asciz	"n"                             ; string offset=238
.Linfo_string23:
	.asciz	"k"                             ; string offset=240
.Linfo_string24:
	.asciz	"out"                           ; string offset=242
.Linfo_string25:
	.asciz	"in"                            ; string offset=246
.Linfo_string26:
	.asciz	"t"                             ; string offset=249
.Linfo_string27:
	.asciz	"o"                             ; string offset=251
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	table
	.quad	_ZZ6reducePfPKfE1s
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Ltmp11
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym table
	.addrsig_sym __hip_cuid_ef171681c87f0a89
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           axpy
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         axpy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           _Z6reducePfPKf
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z6reducePfPKf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z4tmplILi3EEvPi
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         _Z4tmplILi3EEvPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z4tmplILi7EEvPi
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         _Z4tmplILi7EEvPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
