	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x1c
	s_load_dword s10, s[4:5], 0x20
	s_lshl_b32 s2, s7, 4
	s_lshl_b32 s9, s6, 6
	v_add_u32_e32 v3, vcc, s2, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s10, 0
	s_mov_b32 s13, 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	v_mul_lo_u32 v2, v3, s10
	s_movk_i32 s12, 0x1008
	s_movk_i32 s11, 0x1000
	v_lshlrev_b32_e32 v5, 2, v0
	v_add_u32_e32 v4, vcc, v2, v0
	v_lshlrev_b32_e32 v2, 6, v1
	v_add_u32_e32 v10, vcc, s12, v2
	s_movk_i32 s12, 0x100c
	v_add_u32_e32 v11, vcc, s12, v2
	s_movk_i32 s12, 0x1010
	v_add_u32_e32 v12, vcc, s12, v2
	s_movk_i32 s12, 0x1014
	v_add_u32_e32 v13, vcc, s12, v2
	s_movk_i32 s12, 0x1018
	v_add_u32_e32 v14, vcc, s12, v2
	s_movk_i32 s12, 0x101c
	v_add_u32_e32 v15, vcc, s12, v2
	s_movk_i32 s12, 0x1020
	v_add_u32_e32 v16, vcc, s12, v2
	s_movk_i32 s12, 0x1024
	v_add_u32_e32 v17, vcc, s12, v2
	s_movk_i32 s12, 0x1028
	v_add_u32_e32 v18, vcc, s12, v2
	s_movk_i32 s12, 0x102c
	v_add_u32_e32 v6, vcc, s11, v2
	s_movk_i32 s11, 0x80
	v_add_u32_e32 v19, vcc, s12, v2
	s_movk_i32 s12, 0x1030
	v_add_u32_e32 v7, vcc, s11, v5
	s_movk_i32 s11, 0xc0
	v_add_u32_e32 v20, vcc, s12, v2
	s_movk_i32 s12, 0x1038
	v_add_u32_e32 v8, vcc, s11, v5
	s_movk_i32 s11, 0x1004
	s_movk_i32 s59, 0x1034
	v_add_u32_e32 v22, vcc, s12, v2
	s_movk_i32 s12, 0x103c
	v_add_u32_e32 v9, vcc, s11, v2
	v_add_u32_e32 v21, vcc, s59, v2
	v_add_u32_e32 v23, vcc, s12, v2
	v_mul_lo_u32 v2, v1, s8
	s_load_dwordx2 s[2:3], s[4:5], 0x8
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_movk_i32 s11, 0x100
	s_movk_i32 s14, 0x140
	s_movk_i32 s15, 0x180
	s_movk_i32 s16, 0x1c0
	s_movk_i32 s17, 0x200
	s_movk_i32 s18, 0x240
	s_movk_i32 s19, 0x280
	s_movk_i32 s20, 0x2c0
	s_movk_i32 s21, 0x300
	s_movk_i32 s22, 0x340
	s_movk_i32 s23, 0x380
	s_movk_i32 s24, 0x3c0
	s_movk_i32 s25, 0x440
	s_movk_i32 s26, 0x480
	s_movk_i32 s27, 0x4c0
	s_movk_i32 s28, 0x500
	s_movk_i32 s29, 0x540
	s_movk_i32 s30, 0x580
	s_movk_i32 s31, 0x5c0
	s_movk_i32 s33, 0x600
	s_movk_i32 s34, 0x640
	s_movk_i32 s35, 0x680
	s_movk_i32 s36, 0x6c0
	s_movk_i32 s37, 0x700
	s_movk_i32 s38, 0x740
	s_movk_i32 s39, 0x780
	s_movk_i32 s40, 0x7c0
	s_movk_i32 s41, 0x840
	s_movk_i32 s42, 0x880
	s_movk_i32 s43, 0x8c0
	s_movk_i32 s44, 0x900
	s_movk_i32 s45, 0x940
	s_movk_i32 s46, 0x980
	s_movk_i32 s47, 0x9c0
	s_movk_i32 s48, 0xa00
	s_movk_i32 s49, 0xa40
	s_movk_i32 s50, 0xa80
	s_movk_i32 s51, 0xac0
	s_movk_i32 s52, 0xb00
	s_movk_i32 s53, 0xb40
	s_movk_i32 s54, 0xb80
	s_movk_i32 s55, 0xbc0
	s_movk_i32 s56, 0xc40
	s_movk_i32 s57, 0xc80
	s_movk_i32 s58, 0xcc0
	s_movk_i32 s60, 0xd00
	s_movk_i32 s61, 0xd40
	s_movk_i32 s62, 0xd80
	s_movk_i32 s63, 0xdc0
	s_movk_i32 s64, 0xe00
	s_movk_i32 s59, 0xe40
	s_movk_i32 s65, 0xe80
	s_movk_i32 s66, 0xec0
	s_movk_i32 s67, 0xf00
	s_movk_i32 s68, 0xf40
	s_movk_i32 s69, 0xf80
	s_movk_i32 s70, 0xfc0
	v_add_u32_e32 v2, vcc, v0, v2
	v_lshlrev_b32_e32 v1, 8, v1
	v_add_u32_e32 v24, vcc, v6, v5
	v_add_u32_e32 v29, vcc, 64, v5
	v_add_u32_e32 v30, vcc, s9, v2
	v_add_u32_e32 v31, vcc, s11, v5
	s_lshl_b32 s12, s8, 4
	v_add_u32_e32 v32, vcc, v1, v5
	v_add_u32_e32 v33, vcc, s14, v5
	v_add_u32_e32 v34, vcc, s15, v5
	v_add_u32_e32 v35, vcc, s16, v5
	v_add_u32_e32 v36, vcc, s17, v5
	v_add_u32_e32 v37, vcc, s18, v5
	v_add_u32_e32 v38, vcc, s19, v5
	v_add_u32_e32 v39, vcc, s20, v5
	v_add_u32_e32 v40, vcc, s21, v5
	v_add_u32_e32 v41, vcc, s22, v5
	v_add_u32_e32 v42, vcc, s23, v5
	v_add_u32_e32 v43, vcc, s24, v5
	v_or_b32_e32 v44, 0x400, v5
	v_add_u32_e32 v45, vcc, s25, v5
	v_add_u32_e32 v46, vcc, s26, v5
	v_add_u32_e32 v47, vcc, s27, v5
	v_add_u32_e32 v48, vcc, s28, v5
	v_add_u32_e32 v49, vcc, s29, v5
	v_add_u32_e32 v50, vcc, s30, v5
	v_add_u32_e32 v51, vcc, s31, v5
	v_add_u32_e32 v52, vcc, s33, v5
	v_add_u32_e32 v53, vcc, s34, v5
	v_add_u32_e32 v54, vcc, s35, v5
	v_add_u32_e32 v55, vcc, s36, v5
	v_add_u32_e32 v56, vcc, s37, v5
	v_add_u32_e32 v57, vcc, s38, v5
	v_add_u32_e32 v58, vcc, s39, v5
	v_add_u32_e32 v59, vcc, s40, v5
	v_or_b32_e32 v60, 0x800, v5
	v_add_u32_e32 v61, vcc, s41, v5
	v_add_u32_e32 v62, vcc, s42, v5
	v_add_u32_e32 v63, vcc, s43, v5
	v_add_u32_e32 v64, vcc, s44, v5
	v_add_u32_e32 v65, vcc, s45, v5
	v_add_u32_e32 v66, vcc, s46, v5
	v_add_u32_e32 v67, vcc, s47, v5
	v_add_u32_e32 v68, vcc, s48, v5
	v_add_u32_e32 v69, vcc, s49, v5
	v_add_u32_e32 v70, vcc, s50, v5
	v_add_u32_e32 v71, vcc, s51, v5
	v_add_u32_e32 v72, vcc, s52, v5
	v_add_u32_e32 v73, vcc, s53, v5
	v_add_u32_e32 v74, vcc, s54, v5
	v_add_u32_e32 v75, vcc, s55, v5
	v_or_b32_e32 v76, 0xc00, v5
	v_add_u32_e32 v77, vcc, s56, v5
	v_add_u32_e32 v78, vcc, s57, v5
	v_add_u32_e32 v79, vcc, s58, v5
	v_add_u32_e32 v80, vcc, s60, v5
	v_add_u32_e32 v81, vcc, s61, v5
	v_add_u32_e32 v82, vcc, s62, v5
	v_add_u32_e32 v83, vcc, s63, v5
	v_add_u32_e32 v84, vcc, s64, v5
	v_add_u32_e32 v85, vcc, s59, v5
	v_add_u32_e32 v86, vcc, s65, v5
	v_add_u32_e32 v87, vcc, s66, v5
	v_add_u32_e32 v88, vcc, s67, v5
	v_add_u32_e32 v89, vcc, s68, v5
	v_add_u32_e32 v90, vcc, s69, v5
	v_add_u32_e32 v91, vcc, s70, v5
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 m0, -1
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	v_add_u32_e32 v1, vcc, s13, v4
	v_lshlrev_b64 v[92:93], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v92, vcc, s2, v92
	v_addc_u32_e32 v93, vcc, v1, v93, vcc
	flat_load_dword v92, v[92:93]
	v_mov_b32_e32 v1, v30
	s_mov_b32 s14, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v24, v92
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64 v[92:93], 2, v[1:2]
	v_mov_b32_e32 v94, s7
	v_add_u32_e32 v92, vcc, s6, v92
	v_addc_u32_e32 v93, vcc, v94, v93, vcc
	flat_load_dword v92, v[92:93]
	v_add_u32_e32 v93, vcc, s14, v32
	s_add_i32 s14, s14, 64
	v_add_u32_e32 v1, vcc, 16, v1
	s_cmp_eq_u32 s14, s11
	s_waitcnt vmcnt(0)
	ds_write_b32 v93, v92
	s_cbranch_scc0 .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v6
	ds_read_b32 v92, v5
	ds_read_b32 v93, v29
	ds_read_b32 v94, v7
	ds_read_b32 v95, v8
	ds_read_b32 v96, v9
	ds_read_b32 v97, v31
	ds_read_b32 v98, v33
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v25, v1, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v27, v1, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v28, v1, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v26, v1, v95
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v25, v96, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v27, v96, v98
	ds_read_b32 v1, v34
	ds_read_b32 v92, v35
	ds_read_b32 v93, v10
	ds_read_b32 v94, v36
	ds_read_b32 v95, v37
	ds_read_b32 v97, v38
	ds_read_b32 v98, v39
	ds_read_b32 v99, v11
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v28, v96, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v26, v96, v92
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v25, v93, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v27, v93, v95
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v28, v93, v97
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v26, v93, v98
	ds_read_b32 v1, v40
	ds_read_b32 v92, v41
	ds_read_b32 v93, v42
	ds_read_b32 v94, v43
	ds_read_b32 v95, v12
	ds_read_b32 v96, v44
	ds_read_b32 v97, v45
	ds_read_b32 v98, v46
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v25, v99, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v27, v99, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v28, v99, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v26, v99, v94
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v25, v95, v96
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v27, v95, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v28, v95, v98
	ds_read_b32 v1, v47
	ds_read_b32 v92, v13
	ds_read_b32 v93, v48
	ds_read_b32 v94, v49
	ds_read_b32 v96, v50
	ds_read_b32 v97, v51
	ds_read_b32 v98, v14
	ds_read_b32 v99, v52
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v26, v95, v1
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v25, v92, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v27, v92, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v28, v92, v96
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v26, v92, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v25, v98, v99
	ds_read_b32 v1, v53
	ds_read_b32 v92, v54
	ds_read_b32 v93, v55
	ds_read_b32 v94, v15
	ds_read_b32 v95, v56
	ds_read_b32 v96, v57
	ds_read_b32 v97, v58
	ds_read_b32 v99, v59
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v27, v98, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v28, v98, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v26, v98, v93
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v25, v94, v95
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v27, v94, v96
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v28, v94, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v26, v94, v99
	ds_read_b32 v1, v16
	ds_read_b32 v92, v60
	ds_read_b32 v93, v61
	ds_read_b32 v94, v62
	ds_read_b32 v95, v63
	ds_read_b32 v96, v17
	ds_read_b32 v97, v64
	ds_read_b32 v98, v65
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v25, v1, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v27, v1, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v28, v1, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v26, v1, v95
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v25, v96, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v27, v96, v98
	ds_read_b32 v1, v66
	ds_read_b32 v92, v67
	ds_read_b32 v93, v18
	ds_read_b32 v94, v68
	ds_read_b32 v95, v69
	ds_read_b32 v97, v70
	ds_read_b32 v98, v71
	ds_read_b32 v99, v19
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v28, v96, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v26, v96, v92
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v25, v93, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v27, v93, v95
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v28, v93, v97
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v26, v93, v98
	ds_read_b32 v1, v72
	ds_read_b32 v92, v73
	ds_read_b32 v93, v74
	ds_read_b32 v94, v75
	ds_read_b32 v95, v20
	ds_read_b32 v96, v76
	ds_read_b32 v97, v77
	ds_read_b32 v98, v78
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v25, v99, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v27, v99, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v28, v99, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v26, v99, v94
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v25, v95, v96
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v27, v95, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v28, v95, v98
	ds_read_b32 v1, v79
	ds_read_b32 v92, v21
	ds_read_b32 v93, v80
	ds_read_b32 v94, v81
	ds_read_b32 v96, v82
	ds_read_b32 v97, v83
	ds_read_b32 v98, v22
	ds_read_b32 v99, v84
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v26, v95, v1
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v25, v92, v93
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v27, v92, v94
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v28, v92, v96
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v26, v92, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v25, v98, v99
	ds_read_b32 v1, v85
	ds_read_b32 v92, v86
	ds_read_b32 v93, v87
	ds_read_b32 v94, v23
	ds_read_b32 v95, v88
	ds_read_b32 v96, v89
	ds_read_b32 v97, v90
	ds_read_b32 v99, v91
	s_waitcnt lgkmcnt(7)
	v_mac_f32_e32 v27, v98, v1
	s_waitcnt lgkmcnt(6)
	v_mac_f32_e32 v28, v98, v92
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v26, v98, v93
	s_add_i32 s13, s13, 16
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v25, v94, v95
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v27, v94, v96
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v28, v94, v97
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v26, v94, v99
	s_cmp_ge_u32 s13, s10
	v_add_u32_e32 v30, vcc, s12, v30
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_6
.LBB0_5:
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v28, 0
.LBB0_6:
	s_load_dword s2, s[4:5], 0x24
	s_load_dword s3, s[4:5], 0x28
	v_mad_u64_u32 v[1:2], s[4:5], s8, v3, 0
	v_add_u32_e32 v0, vcc, s9, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v4, vcc, s0, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_u32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, 64, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	s_movk_i32 s0, 0x80
	v_add_u32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	s_movk_i32 s0, 0xc0
	v_add_u32_e32 v6, vcc, s0, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	flat_load_dword v8, v[0:1]
	flat_load_dword v9, v[2:3]
	flat_load_dword v10, v[4:5]
	flat_load_dword v11, v[6:7]
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mul_f32_e32 v8, s3, v8
	v_mac_f32_e32 v8, s2, v25
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v9, s3, v9
	flat_store_dword v[0:1], v8
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, s3, v11
	v_mul_f32_e32 v10, s3, v10
	v_mac_f32_e32 v9, s2, v27
	v_mac_f32_e32 v0, s2, v26
	v_mac_f32_e32 v10, s2, v28
	flat_store_dword v[2:3], v9
	flat_store_dword v[4:5], v10
	flat_store_dword v[6:7], v0
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
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 71
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
	.size	sgemm_tiled, .Lfunc_end0-sgemm_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2624
; NumSgprs: 73
; NumVgprs: 100
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 73
; NumVGPRsForWavesPerEU: 100
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
