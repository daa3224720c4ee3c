	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 5
	.protected	gws_rounds              ; -- Begin function gws_rounds
	.globl	gws_rounds
	.p2align	8
	.type	gws_rounds,@function
gws_rounds:                             ; @gws_rounds
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v2, vcc, s8, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dword v3, v[3:4]
	s_lshl_b32 s4, s4, 16
	v_mov_b32_e32 v4, s5
	s_mov_b32 m0, s4
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0
	ds_gws_init v4 gds
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getreg_b32 s6, hwreg(HW_REG_TRAPSTS, 8, 1)
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_mul_lo_u32 v3, v3, 3
	s_mov_b32 m0, s4
	v_add_u32_e32 v3, vcc, 1, v3
	v_add_u32_e32 v4, vcc, s5, v3
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0
	ds_gws_barrier v4 gds
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getreg_b32 s6, hwreg(HW_REG_TRAPSTS, 8, 1)
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	v_add_u32_e32 v4, vcc, 64, v2
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dword v2, v[4:5]
	s_mov_b32 m0, s4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v2, v3
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0
	ds_gws_sema_v gds
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS, 8, 1)
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v3, s5
	s_mov_b32 m0, s4
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0
	ds_gws_sema_br v3 offset:1 gds
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS, 8, 1)
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_7
; %bb.8:
	s_mov_b32 m0, s4
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0
	ds_gws_sema_p gds
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS, 8, 1)
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB0_9
; %bb.10:
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gws_rounds
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	gws_rounds, .Lfunc_end0-gws_rounds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; NumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gws_rounds
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         gws_rounds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
