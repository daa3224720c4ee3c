	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	hash_rounds             ; -- Begin function hash_rounds
	.globl	hash_rounds
	.p2align	8
	.type	hash_rounds,@function
hash_rounds:                            ; @hash_rounds
; %bb.0:
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, t0_seed@rel32@lo+4
	s_addc_u32 s7, s7, t0_seed@rel32@hi+12
	v_lshlrev_b32_e32 v12, 2, v0
	global_load_dword v13, v12, s[6:7]
	s_load_dword s6, s[0:1], 0x4
	s_nop 0
	s_load_dwordx2 s[0:1], s[2:3], 0x8
	s_load_dword s5, s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s4, s4, s6
	v_add_lshl_u32 v0, s4, v0, 2
	v_mov_b32_e32 v5, v1
	v_or_b32_e32 v2, 1, v0
	v_or_b32_e32 v4, 2, v0
	v_mov_b32_e32 v7, v1
	v_lshl_add_u64 v[8:9], v[0:1], 3, s[0:1]
	v_or_b32_e32 v6, 3, v0
	v_lshl_add_u64 v[10:11], v[2:3], 3, s[0:1]
	v_lshl_add_u64 v[14:15], v[4:5], 3, s[0:1]
	v_lshl_add_u64 v[18:19], v[6:7], 3, s[0:1]
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx2 v[16:17], v[8:9], off
	global_load_dwordx2 v[12:13], v[10:11], off
	s_nop 0
	global_load_dwordx2 v[14:15], v[14:15], off
	s_nop 0
	global_load_dwordx2 v[10:11], v[18:19], off
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v9, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v8, 0xff, v16
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(0)
	v_bfe_u32 v11, v12, 8, 8
	v_lshlrev_b32_e32 v11, 2, v11
	ds_read_b32 v21, v8
	ds_read_b32 v8, v11
	v_bfe_u32 v17, v14, 8, 8
	v_bfe_u32 v18, v10, 8, 8
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v19, 2, v18
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b64 v[24:25], 8, v[8:9]
	v_bfe_u32 v8, v14, 16, 8
	v_bfe_u32 v18, v16, 8, 8
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v11, 2, v18
	ds_read_b32 v18, v17
	ds_read_b32 v20, v19
	ds_read_b32 v22, v11
	ds_read_b32 v8, v8
	v_bfe_u32 v17, v10, 16, 8
	v_xor_b32_e32 v11, v24, v21
	v_lshlrev_b32_e32 v17, 2, v17
	v_bfe_u32 v19, v16, 16, 8
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b64 v[30:31], 16, v[8:9]
	v_lshrrev_b32_e32 v8, 24, v10
	v_bfe_u32 v21, v12, 16, 8
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshlrev_b32_e32 v21, 2, v21
	ds_read_b32 v24, v17
	ds_read_b32 v26, v19
	ds_read_b32 v28, v21
	ds_read_b32 v8, v8
	v_lshrrev_b32_e32 v16, 24, v16
	v_lshrrev_b32_e32 v15, 24, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_bfe_u32 v13, v13, 8, 8
	v_lshlrev_b32_e32 v15, 2, v15
	v_xor_b32_e32 v11, v11, v30
	v_lshlrev_b32_e32 v13, 2, v13
	ds_read_b32 v30, v16
	ds_read_b32 v23, v13
	ds_read_b32 v15, v15
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b64 v[16:17], 24, v[8:9]
	v_xor_b32_e32 v32, v11, v16
	v_and_b32_e32 v8, 0xff, v12
	v_and_b32_e32 v11, 0xff, v14
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v11, 2, v11
	ds_read_b32 v8, v8
	ds_read_b32 v11, v11
	v_and_b32_e32 v10, 0xff, v10
	v_lshlrev_b32_e32 v10, 2, v10
	v_xor_b32_e32 v19, v25, v31
	v_mov_b32_e32 v21, v9
	ds_read_b32 v34, v10
	v_xor_b32_e32 v33, v19, v17
	v_mov_b32_e32 v19, v9
	v_mov_b32_e32 v25, v9
	v_lshlrev_b64 v[12:13], 8, v[20:21]
	v_mov_b32_e32 v27, v9
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v12, v12, v11
	v_lshlrev_b64 v[10:11], 16, v[26:27]
	v_lshlrev_b32_e32 v26, 24, v15
	v_lshrrev_b32_e32 v27, 8, v15
	v_lshlrev_b64 v[14:15], 17, v[24:25]
	v_lshlrev_b64 v[18:19], 9, v[18:19]
	v_lshlrev_b64 v[24:25], 1, v[8:9]
	v_mov_b32_e32 v31, v9
	v_xor_b32_e32 v11, v13, v11
	v_xor_b32_e32 v10, v12, v10
	v_lshlrev_b32_e32 v12, 8, v23
	v_lshrrev_b32_e32 v13, 24, v23
	v_mov_b32_e32 v23, v9
	v_xor_b32_e32 v8, v19, v25
	v_xor_b32_e32 v11, v11, v12
	v_xor_b32_e32 v10, v10, v13
	v_lshlrev_b64 v[20:21], 8, v[22:23]
	v_mov_b32_e32 v29, v9
	v_lshlrev_b64 v[12:13], 25, v[30:31]
	v_xor_b32_e32 v18, v18, v24
	v_xor_b32_e32 v8, v8, v15
	v_lshlrev_b64 v[22:23], 16, v[28:29]
	v_xor_b32_e32 v14, v18, v14
	v_xor_b32_e32 v13, v8, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v8, v20, v34
	v_xor_b32_e32 v16, s0, v32
	v_xor_b32_e32 v12, v14, v12
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[32:33]
	v_xor_b32_e32 v10, v21, v23
	v_xor_b32_e32 v8, v8, v22
	s_add_u32 s0, s0, 1
	v_xor_b32_e32 v17, s1, v33
	v_xor_b32_e32 v10, v10, v26
	v_xor_b32_e32 v8, v8, v27
	s_addc_u32 s1, s1, 0
	v_xor_b32_e32 v11, v10, v13
	s_cmp_eq_u32 s5, s0
	v_xor_b32_e32 v10, v8, v12
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[0:1]
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[0:1]
	s_waitcnt vmcnt(3)
	global_store_dwordx2 v[0:1], v[16:17], off
	s_waitcnt vmcnt(3)
	global_store_dwordx2 v[2:3], v[12:13], off
	s_waitcnt vmcnt(3)
	global_store_dwordx2 v[4:5], v[14:15], off
	v_lshl_add_u64 v[0:1], v[6:7], 3, s[0:1]
	s_waitcnt vmcnt(3)
	global_store_dwordx2 v[0:1], v[10:11], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hash_rounds
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 36
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
	.size	hash_rounds, .Lfunc_end0-hash_rounds
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 908
; NumSgprs: 14
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	t0_seed                         ; @t0_seed
	.type	t0_seed,@object
	.section	.rodata,"a",@progbits
	.globl	t0_seed
	.p2align	2, 0x0
t0_seed:
	.long	1667457891                      ; 0x63636363
	.long	4250147410                      ; 0xfd541a52
	.long	1594724609                      ; 0x5f0d9101
	.long	3116699632                      ; 0xb9c50ff0
	.long	465471399                       ; 0x1bbe87a7
	.long	1953890710                      ; 0x74760196
	.long	3593452101                      ; 0xd62fba45
	.long	820458292                       ; 0x30e73334
	.long	2463673067                      ; 0x92d8aaeb
	.long	3968868570                      ; 0xec9020da
	.long	1296672393                      ; 0x4d49a689
	.long	2936102008                      ; 0xaf015c78
	.long	167432495                       ; 0x9fad12f
	.long	1806845982                      ; 0x6bb2481e
	.long	3295396813                      ; 0xc46bc3cd
	.long	639845820                       ; 0x262345bc
	.long	2148855923                      ; 0x8014f073
	.long	3805052706                      ; 0xe2cc7f22
	.long	2089149457                      ; 0x7c85e411
	.long	3715982016                      ; 0xdd7d62c0
	.long	1060563127                      ; 0x3f36e8b7
	.long	2582614630                      ; 0x99ef9266
	.long	4222033237                      ; 0xfba71d55
	.long	1436059140                      ; 0x55988604
	.long	3058698235                      ; 0xb65007fb
	.long	269061546                       ; 0x10098daa
	.long	1925264793                      ; 0x72c13599
	.long	3434789704                      ; 0xccbabb48
	.long	762454591                       ; 0x2d72223f
	.long	2402002158                      ; 0x8f2ba4ee
	.long	3923979997                      ; 0xe9e32edd
	.long	1272238220                      ; 0x4bd4d08c
	.long	2777433411                      ; 0xa58c4543
	.long	105241650                       ; 0x645dc32
	.long	1614633953                      ; 0x603d5be1
	.long	3270955472                      ; 0xc2f6d1d0
	.long	1554935175                      ; 0x5cae6d87
	.long	3177703286                      ; 0xbd67e776
	.long	526344229                       ; 0x1f5f6025
	.long	2031155476                      ; 0x7910f914
	.long	3687347403                      ; 0xdbc874cb
	.long	897649338                       ; 0x35810aba
	.long	2524610921                      ; 0x967a8169
	.long	4029810264                      ; 0xf0320658
	.long	1391173391                      ; 0x52eb9f0f
	.long	2896368126                      ; 0xaca311fe
	.long	244623789                       ; 0xe94a9ad
	.long	1867260828                      ; 0x6f4c239c
	.long	3372591699                      ; 0xc905aa53
	.long	738013442                       ; 0x2bfd3102
	.long	2243346161                      ; 0x85b6bef1
	.long	3865986208                      ; 0xe66e44a0
	.long	1076350615                      ; 0x4027ce97
	.long	2719959110                      ; 0xa21f4846
	.long	1020318517                      ; 0x3cd0d335
	.long	2659737060                      ; 0x9e885de4
	.long	4282507739                      ; 0xff41e1db
	.long	1496934282                      ; 0x5939678a
	.long	3153259641                      ; 0xbbf2ec79
	.long	363492648                       ; 0x15aa7528
	.long	1986263071                      ; 0x7663f81f
	.long	3495199438                      ; 0xd05482ce
	.long	839648445                       ; 0x320c04bd
	.long	2361757292                      ; 0x8cc58e6c
	.long	4005375779                      ; 0xeebd2f23
	.long	1333175826                      ; 0x4f76a612
	.long	2838371777                      ; 0xa92e1dc1
	.long	199728048                       ; 0xbe79bb0
	.long	1709118055                      ; 0x65df1267
	.long	3348139350                      ; 0xc7908d56
	.long	541591045                       ; 0x20480605
	.long	2181136628                      ; 0x820180f4
	.long	486112939                       ; 0x1cf97eab
	.long	2125657242                      ; 0x7eb2f49a
	.long	3748293449                      ; 0xdf6a6b49
	.long	958652472                       ; 0x3923e038
	.long	2602264047                      ; 0x9b1b65ef
	.long	4123844574                      ; 0xf5ccdfde
	.long	1468290957                      ; 0x5784578d
	.long	2961033596                      ; 0xb07dc97c
	.long	305482803                       ; 0x12354c33
	.long	1827588834                      ; 0x6ceecae2
	.long	3467096273                      ; 0xcea7b0d1
	.long	681524864                       ; 0x289f3e80
	.long	2303764343                      ; 0x8950a777
	.long	3943181862                      ; 0xeb082e26
	.long	1170319637                      ; 0x45c1a915
	.long	2813924292                      ; 0xa7b913c4
	.long	7510971                         ; 0x729bbb
	.long	1646920042                      ; 0x622a016a
	.long	4242769497                      ; 0xfce38659
	.long	1591414536                      ; 0x5edb0f08
	.long	3096246015                      ; 0xb88cf6ff
	.long	423917742                       ; 0x194478ae
	.long	2067653277                      ; 0x7b3de29d
	.long	3589629004                      ; 0xd5f5644c
	.long	934211843                       ; 0x37aef103
	.long	2422624242                      ; 0x90664ff2
	.long	4066363297                      ; 0xf25fc7a1
	.long	1276599696                      ; 0x4c175d90
	.long	2932398151                      ; 0xaec8d847
	.long	142627638                       ; 0x8805336
	.long	1769549029                      ; 0x69792ce5
	.long	3409094356                      ; 0xcb32a6d4
	.long	636106891                       ; 0x25ea388b
	.long	2275655290                      ; 0x87a3be7a
	.long	3785045289                      ; 0xe19b3529
	.long	1112312344                      ; 0x424c8a18
	.long	3691250639                      ; 0xdc0403cf
	.long	1056802238                      ; 0x3efd85be
	.long	2562006637                      ; 0x98b51e6d
	.long	4184774492                      ; 0xf96e975c
	.long	1529243155                      ; 0x5b266613
	.long	3038768322                      ; 0xb51fecc2
	.long	399993521                       ; 0x17d76ab1
	.long	1904799840                      ; 0x7188f060
	.long	3527441751                      ; 0xd2407d57
	.long	741983238                       ; 0x2c39c406
	.long	2398179317                      ; 0x8ef14ff5
	.long	3903506852                      ; 0xe8aac9a4
	.long	1231181211                      ; 0x4962559b
	.long	2874923850                      ; 0xab5bdb4a
	.long	84713529                        ; 0x50ca039
	.long	1740908264                      ; 0x67c426e8
	.long	3250433247                      ; 0xc1bdacdf
	.long	578107022                       ; 0x2275368e
	.long	3157178749                      ; 0xbc2eb97d
	.long	518390316                       ; 0x1ee6022c
	.long	2027944931                      ; 0x78dffbe3
	.long	3667358162                      ; 0xda9771d2
	.long	994634113                       ; 0x3b48e981
	.long	2499831664                      ; 0x95006770
	.long	4160331303                      ; 0xf7f99e27
	.long	1370560790                      ; 0x51b11916
	.long	2993328837                      ; 0xb26a92c5
	.long	203558068                       ; 0xc220cb4
	.long	1847296363                      ; 0x6e1b816b
	.long	3369285722                      ; 0xc8d3385a
	.long	713342729                       ; 0x2a84bf09
	.long	2340173304                      ; 0x8b7c35f8
	.long	3845499311                      ; 0xe535a9af
	.long	1206723486                      ; 0x47ed239e
	.long	2712052813                      ; 0xa1a6a44d
	.long	60808508                        ; 0x39fdd3c
	.long	2622970099                      ; 0x9c5758f3
	.long	4261988002                      ; 0xfe08c6a2
	.long	1488997521                      ; 0x58c04c91
	.long	3132738112                      ; 0xbab9ca40
	.long	460419895                       ; 0x1b717337
	.long	1965751782                      ; 0x752afde6
	.long	3621938645                      ; 0xd7e265d5
	.long	836497284                       ; 0x31dbef84
	.long	2475912827                      ; 0x93936e7b
	.long	3963917610                      ; 0xec44952a
	.long	1312561689                      ; 0x4e3c1a19
	.long	2834661576                      ; 0xa8f580c8
	.long	179112639                       ; 0xaad0abf
	.long	1801882734                      ; 0x6b668c6e
	.long	3311286109                      ; 0xc55e375d
	.long	655865868                       ; 0x2717b80c
	.long	2177842627                      ; 0x81cf3dc3
	.long	3816864690                      ; 0xe380bbb2
	.long	2088251489                      ; 0x7c783061
	.long	3727771984                      ; 0xde314950
	.long	954909703                       ; 0x38eac407
	.long	2594332406                      ; 0x9aa25ef6
	.long	4103854245                      ; 0xf49bd8a5
	.long	1431523988                      ; 0x55535294
	.long	3070552907                      ; 0xb704eb4b
	.long	301752890                       ; 0x11fc623a
	.long	1941305833                      ; 0x73b5f9e9
	.long	3429728216                      ; 0xcc6d7fd8
	.long	774305679                       ; 0x2e26f78f
	.long	2283669886                      ; 0x881e097e
	.long	3939992109                      ; 0xead7822d
	.long	1150229276                      ; 0x448f1b1c
	.long	2772472531                      ; 0xa54092d3
	.long	121116802                       ; 0x7381882
	.long	1643226993                      ; 0x61f1a771
	.long	3282644000                      ; 0xc3a92c20
	.long	1549969687                      ; 0x5c62a917
	.long	3193582534                      ; 0xbe5a33c6
	.long	403946421                       ; 0x1813bbb5
	.long	2059715940                      ; 0x7ac4c564
	.long	3569109083                      ; 0xd4bc485b
	.long	896913162                       ; 0x3575cf0a
	.long	2536330489                      ; 0x972d54f9
	.long	4058438312                      ; 0xf1e6daa8
	.long	1407082655                      ; 0x53de609f
	.long	2912414286                      ; 0xad97ea4e
	.long	240086333                       ; 0xe4f6d3d
	.long	1744893932                      ; 0x6800f7ec
	.long	3405268899                      ; 0xcaf847a3
	.long	615628178                       ; 0x24b1bd92
	.long	2238265921                      ; 0x85693a41
	.long	3877810992                      ; 0xe722b330
	.long	1092233959                      ; 0x411a2ae7
	.long	2748556502                      ; 0xa3d3a4d6
	.long	1032527493                      ; 0x3d8b1e85
	.long	2658965620                      ; 0x9e7c9874
	.long	4164162859                      ; 0xf834152b
	.long	1525517338                      ; 0x5aed8c1a
	.long	3030713289                      ; 0xb4a503c9
	.long	379484600                       ; 0x169e79b8
	.long	2002254959                      ; 0x7757fc6f
	.long	3507451742                      ; 0xd10f775e
	.long	868280333                       ; 0x33c0e80d
	.long	2377671420                      ; 0x8db862fc
	.long	4000437427                      ; 0xee71d4b3
	.long	1210667618                      ; 0x48295262
	.long	2866993489                      ; 0xaae2d951
	.long	81413632                        ; 0x4da4600
	.long	1720963063                      ; 0x6693cff7
	.long	3343600038                      ; 0xc74b49a6
	.long	557625749                       ; 0x213cb195
	.long	2213821252                      ; 0x83f43b44
	.long	497918523                       ; 0x1dada23b
	.long	2120558826                      ; 0x7e6528ea
	.long	3630083801                      ; 0xd85eaed9
	.long	974525576                       ; 0x3a161488
	.long	2496633215                      ; 0x94cf997f
	.long	4136042542                      ; 0xf687002e
	.long	1467517725                      ; 0x57788b1d
	.long	2972716492                      ; 0xb1300dcc
	.long	334064003                       ; 0x13e96983
	.long	1839392626                      ; 0x6da2e772
	.long	3483008033                      ; 0xcf9a7c21
	.long	676590864                       ; 0x2853f510
	.long	2316005575                      ; 0x8a0b70c7
	.long	3841772214                      ; 0xe4fccab6
	.long	1186219365                      ; 0x46b44565
	.long	2808995412                      ; 0xa76dde54
	.long	19226379                        ; 0x1255f0b
	.long	1662965242                      ; 0x631ed5fa
	.long	4258672041                      ; 0xfdd62da9
	.long	1603249048                      ; 0x5f8fa398
	.long	3091675727                      ; 0xb8473a4f
	.long	439926078                       ; 0x1a38bd3e
	.long	1961899757                      ; 0x74f036ed
	.long	3601434844                      ; 0xd6a988dc
	.long	929107603                       ; 0x37610e93
	.long	2438632514                      ; 0x915a9442
	.long	4078048049                      ; 0xf3121331
	.long	1305188832                      ; 0x4dcb99e0
	.long	2948392407                      ; 0xafbce5d7
	.long	141848454                       ; 0x8746f86
	.long	1781393525                      ; 0x6a2de875
	.long	3303371044                      ; 0xc4e57124
	.long	652147739                       ; 0x26defc1b
	.long	2157331146                      ; 0x809642ca
	.long	3780102329                      ; 0xe14fc8b9
	.long	1124552296                      ; 0x43074e68
	.long	3724072799                      ; 0xddf8d75f
	.long	1068523022                      ; 0x3fb05e0e
	.long	2557059581                      ; 0x9869a1fd
	.long	4196477868                      ; 0xfa212bac
	.size	t0_seed, 1024

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
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
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           hash_rounds
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         hash_rounds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
