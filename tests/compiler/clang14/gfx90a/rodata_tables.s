	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	substitute              ; -- Begin function substitute
	.globl	substitute
	.p2align	8
	.type	substitute,@function
substitute:                             ; @substitute
; %bb.0:
	s_load_dword s3, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dword s2, s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s8, s8, s3
	v_add_u32_e32 v0, s8, v0
	global_load_ubyte v2, v0, s[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cmp_eq_u32 s2, 0
	s_mov_b32 s3, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, sbox@rel32@lo+4
	s_addc_u32 s1, s1, sbox@rel32@hi+12
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, s3, v2
	v_and_b32_e32 v2, 0xff, v2
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_ubyte v2, v[2:3], off
	s_add_i32 s3, s3, 1
	s_cmp_eq_u32 s2, s3
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(0)
	global_store_byte v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel substitute
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 4
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
	.size	substitute, .Lfunc_end0-substitute
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 152
; NumSgprs: 11
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	crc32_nibbles           ; -- Begin function crc32_nibbles
	.globl	crc32_nibbles
	.p2align	8
	.type	crc32_nibbles,@function
crc32_nibbles:                          ; @crc32_nibbles
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dword s9, s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s10, 0xffff
	s_mul_i32 s8, s8, s4
	s_cmp_eq_u32 s9, 0
	v_add_u32_e32 v0, s8, v0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	v_mul_lo_u32 v1, v0, s9
	v_mov_b32_e32 v2, -1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, crc_table@rel32@lo+4
	s_addc_u32 s5, s5, crc_table@rel32@hi+12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v3, v1, s[2:3]
	s_add_i32 s9, s9, -1
	v_add_u32_e32 v1, 1, v1
	s_cmp_eq_u32 s9, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 15, v2
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_lshrrev_b32_e32 v2, 4, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 15, v2
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	v_lshrrev_b32_e32 v2, 4, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v2, v3
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	v_not_b32_e32 v2, v2
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v2, 0
.LBB1_5:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel crc32_nibbles
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 4
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
.Lfunc_end1:
	.size	crc32_nibbles, .Lfunc_end1-crc32_nibbles
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 13
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	eval_poly               ; -- Begin function eval_poly
	.globl	eval_poly
	.p2align	8
	.type	eval_poly,@function
eval_poly:                              ; @eval_poly
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v2, v[0:1], off
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, poly_coeffs@rel32@lo+4
	s_addc_u32 s5, s5, poly_coeffs@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v8, v[0:1], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 3, v2
	v_mad_u64_u32 v[6:7], s[2:3], v0, 20, s[4:5]
	global_load_dwordx4 v[0:3], v[6:7], off
	global_load_dword v9, v[6:7], off offset:16
	v_mov_b32_e32 v6, s1
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v9, v8, v3
	v_fma_f32 v2, v3, v8, v2
	v_fma_f32 v1, v2, v8, v1
	v_add_co_u32_e32 v2, vcc, s0, v4
	v_fmac_f32_e32 v0, v1, v8
	v_addc_co_u32_e32 v3, vcc, v6, v5, vcc
	global_store_dword v[2:3], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel eval_poly
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 12
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
.Lfunc_end2:
	.size	eval_poly, .Lfunc_end2-eval_poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 11
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	sbox                            ; @sbox
	.type	sbox,@object
	.section	.rodata,#alloc
	.globl	sbox
sbox:
	.ascii	"cjqx\001\016\033(\005\"?\\\003\"A`jqx\177\016\033(5\"?\\y\"A`\177qx\177\206\033(5B?\\y\226A`\177\236x\177\206\215(5BO\\y\226\263`\177\236\275\177\206\215\2245BO\\y\226\263\320\177\236\275\334\206\215\224\233BO\\i\226\263\320\355\236\275\334\373\215\224\233\242O\\iv\263\320\355\n\275\334\373\032\224\233\242\251\\iv\203\320\355\n'\334\373\0329\233\242\251\260iv\203\220\355\n'D\373\0329X\242\251\260\267v\203\220\235\n'Da\0329Xw\251\260\267\276\203\220\235\252'Da~9Xw\226\260\267\276\305\220\235\252\267Da~\233Xw\226\265\267\276\305\314\235\252\267\304a~\233\270w\226\265\324\276\305\314\323\252\267\304\321~\233\270\325\226\265\324\363\305\314\323\332\267\304\321\336\233\270\325\362\265\324\363\022\314\323\332\341\304\321\336\353\270\325\362\017\324\363\0221"
	.size	sbox, 256

	.hidden	crc_table                       ; @crc_table
	.type	crc_table,@object
	.globl	crc_table
	.p2align	2
crc_table:
	.long	0                               ; 0x0
	.long	498536548                       ; 0x1db71064
	.long	997073096                       ; 0x3b6e20c8
	.long	651767980                       ; 0x26d930ac
	.long	1994146192                      ; 0x76dc4190
	.long	1802195444                      ; 0x6b6b51f4
	.long	1303535960                      ; 0x4db26158
	.long	1342533948                      ; 0x5005713c
	.long	3988292384                      ; 0xedb88320
	.long	4027552580                      ; 0xf00f9344
	.long	3604390888                      ; 0xd6d6a3e8
	.long	3412177804                      ; 0xcb61b38c
	.long	2607071920                      ; 0x9b64c2b0
	.long	2262029012                      ; 0x86d3d2d4
	.long	2685067896                      ; 0xa00ae278
	.long	3183342108                      ; 0xbdbdf21c
	.size	crc_table, 64

	.hidden	poly_coeffs                     ; @poly_coeffs
	.type	poly_coeffs,@object
	.globl	poly_coeffs
	.p2align	2
poly_coeffs:
	.long	0x3f800000                      ; float 1
	.long	0x3f000000                      ; float 0.5
	.long	0x3e800000                      ; float 0.25
	.long	0x3e000000                      ; float 0.125
	.long	0x3d800000                      ; float 0.0625
	.long	0xbf800000                      ; float -1
	.long	0x40000000                      ; float 2
	.long	0xc0400000                      ; float -3
	.long	0x40800000                      ; float 4
	.long	0xc0a00000                      ; float -5
	.long	0x3dcccccd                      ; float 0.100000001
	.long	0x3e4ccccd                      ; float 0.200000003
	.long	0x3e99999a                      ; float 0.300000012
	.long	0x3ecccccd                      ; float 0.400000006
	.long	0x3f000000                      ; float 0.5
	.long	0x40490fdb                      ; float 3.14159274
	.long	0x402df854                      ; float 2.71828175
	.long	0x3fb504f3                      ; float 1.41421354
	.long	0x3fddb3d7                      ; float 1.73205078
	.long	0x3f13c468                      ; float 0.577215672
	.size	poly_coeffs, 80

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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           substitute
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         substitute.kd
    .vgpr_count:     4
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
        .type_name:      'uchar*'
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
    .name:           crc32_nibbles
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         crc32_nibbles.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .name:           eval_poly
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         eval_poly.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
