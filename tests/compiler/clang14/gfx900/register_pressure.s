	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	many_live               ; -- Begin function many_live
	.globl	many_live
	.p2align	8
	.type	many_live,@function
many_live:                              ; @many_live
; %bb.0:
	v_lshl_or_b32 v96, s6, 6, v0
	s_movk_i32 s0, 0x60
	v_mul_lo_u32 v0, v96, s0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s6, s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, 32, v0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_u32_e32 v6, 48, v0
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v97, vcc, s2, v6
	v_addc_co_u32_e32 v98, vcc, v8, v7, vcc
	v_add_u32_e32 v6, 64, v0
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v0, 0x50, v0
	v_add_co_u32_e32 v99, vcc, s2, v6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v100, vcc, v8, v7, vcc
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v101, vcc, s2, v0
	v_addc_co_u32_e32 v102, vcc, v6, v1, vcc
	global_load_dwordx4 v[88:91], v[2:3], off
	global_load_dwordx4 v[80:83], v[2:3], off offset:16
	global_load_dwordx4 v[92:95], v[2:3], off offset:32
	global_load_dwordx4 v[84:87], v[2:3], off offset:48
	global_load_dwordx4 v[76:79], v[2:3], off offset:64
	global_load_dwordx4 v[72:75], v[2:3], off offset:80
	global_load_dwordx4 v[68:71], v[2:3], off offset:96
	global_load_dwordx4 v[64:67], v[2:3], off offset:112
	global_load_dwordx4 v[60:63], v[4:5], off
	global_load_dwordx4 v[56:59], v[4:5], off offset:16
	global_load_dwordx4 v[52:55], v[4:5], off offset:32
	global_load_dwordx4 v[48:51], v[4:5], off offset:48
	global_load_dwordx4 v[44:47], v[97:98], off
	global_load_dwordx4 v[40:43], v[97:98], off offset:16
	global_load_dwordx4 v[36:39], v[97:98], off offset:32
                                        ; kill: killed $vgpr4 killed $vgpr5
                                        ; kill: killed $vgpr2 killed $vgpr3
	global_load_dwordx4 v[32:35], v[97:98], off offset:48
	global_load_dwordx4 v[28:31], v[99:100], off
	global_load_dwordx4 v[24:27], v[99:100], off offset:16
	global_load_dwordx4 v[20:23], v[99:100], off offset:32
	global_load_dwordx4 v[16:19], v[99:100], off offset:48
	global_load_dwordx4 v[12:15], v[101:102], off
	global_load_dwordx4 v[8:11], v[101:102], off offset:16
	global_load_dwordx4 v[4:7], v[101:102], off offset:32
	global_load_dwordx4 v[0:3], v[101:102], off offset:48
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[2:3], 0x0
	s_add_i32 s6, s6, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(23) lgkmcnt(0)
	v_fma_f32 v88, v88, s4, v89
	v_fma_f32 v89, v89, s4, v90
	v_fma_f32 v90, v90, s4, v91
	s_waitcnt vmcnt(22)
	v_fma_f32 v91, v91, s4, v80
	v_fma_f32 v80, v80, s4, v81
	v_fma_f32 v81, v81, s4, v82
	v_fma_f32 v82, v82, s4, v83
	s_waitcnt vmcnt(21)
	v_fma_f32 v83, v83, s4, v92
	v_fma_f32 v92, v92, s4, v93
	v_fma_f32 v93, v93, s4, v94
	v_fma_f32 v94, v94, s4, v95
	s_waitcnt vmcnt(20)
	v_fma_f32 v95, v95, s4, v84
	v_fma_f32 v84, v84, s4, v85
	v_fma_f32 v85, v85, s4, v86
	v_fma_f32 v86, v86, s4, v87
	s_waitcnt vmcnt(19)
	v_fma_f32 v87, v87, s4, v76
	v_fma_f32 v76, v76, s4, v77
	v_fma_f32 v77, v77, s4, v78
	v_fma_f32 v78, v78, s4, v79
	s_waitcnt vmcnt(18)
	v_fma_f32 v79, v79, s4, v72
	v_fma_f32 v72, v72, s4, v73
	v_fma_f32 v73, v73, s4, v74
	v_fma_f32 v74, v74, s4, v75
	s_waitcnt vmcnt(17)
	v_fma_f32 v75, v75, s4, v68
	v_fma_f32 v68, v68, s4, v69
	v_fma_f32 v69, v69, s4, v70
	v_fma_f32 v70, v70, s4, v71
	s_waitcnt vmcnt(16)
	v_fma_f32 v71, v71, s4, v64
	v_fma_f32 v64, v64, s4, v65
	v_fma_f32 v65, v65, s4, v66
	v_fma_f32 v66, v66, s4, v67
	s_waitcnt vmcnt(15)
	v_fma_f32 v67, v67, s4, v60
	v_fma_f32 v60, v60, s4, v61
	v_fma_f32 v61, v61, s4, v62
	v_fma_f32 v62, v62, s4, v63
	s_waitcnt vmcnt(14)
	v_fma_f32 v63, v63, s4, v56
	v_fma_f32 v56, v56, s4, v57
	v_fma_f32 v57, v57, s4, v58
	v_fma_f32 v58, v58, s4, v59
	s_waitcnt vmcnt(13)
	v_fma_f32 v59, v59, s4, v52
	v_fma_f32 v52, v52, s4, v53
	v_fma_f32 v53, v53, s4, v54
	v_fma_f32 v54, v54, s4, v55
	s_waitcnt vmcnt(12)
	v_fma_f32 v55, v55, s4, v48
	v_fma_f32 v48, v48, s4, v49
	v_fma_f32 v49, v49, s4, v50
	v_fma_f32 v50, v50, s4, v51
	s_waitcnt vmcnt(11)
	v_fma_f32 v51, v51, s4, v44
	v_fma_f32 v44, v44, s4, v45
	v_fma_f32 v45, v45, s4, v46
	v_fma_f32 v46, v46, s4, v47
	s_waitcnt vmcnt(10)
	v_fma_f32 v47, v47, s4, v40
	v_fma_f32 v40, v40, s4, v41
	v_fma_f32 v41, v41, s4, v42
	v_fma_f32 v42, v42, s4, v43
	s_waitcnt vmcnt(9)
	v_fma_f32 v43, v43, s4, v36
	v_fma_f32 v36, v36, s4, v37
	v_fma_f32 v37, v37, s4, v38
	v_fma_f32 v38, v38, s4, v39
	s_waitcnt vmcnt(8)
	v_fma_f32 v39, v39, s4, v32
	v_fma_f32 v32, v32, s4, v33
	v_fma_f32 v33, v33, s4, v34
	v_fma_f32 v34, v34, s4, v35
	s_waitcnt vmcnt(7)
	v_fma_f32 v35, v35, s4, v28
	v_fma_f32 v28, v28, s4, v29
	v_fma_f32 v29, v29, s4, v30
	v_fma_f32 v30, v30, s4, v31
	s_waitcnt vmcnt(6)
	v_fma_f32 v31, v31, s4, v24
	v_fma_f32 v24, v24, s4, v25
	v_fma_f32 v25, v25, s4, v26
	v_fma_f32 v26, v26, s4, v27
	s_waitcnt vmcnt(5)
	v_fma_f32 v27, v27, s4, v20
	v_fma_f32 v20, v20, s4, v21
	v_fma_f32 v21, v21, s4, v22
	v_fma_f32 v22, v22, s4, v23
	s_waitcnt vmcnt(4)
	v_fma_f32 v23, v23, s4, v16
	v_fma_f32 v16, v16, s4, v17
	v_fma_f32 v17, v17, s4, v18
	v_fma_f32 v18, v18, s4, v19
	s_waitcnt vmcnt(3)
	v_fma_f32 v19, v19, s4, v12
	v_fma_f32 v12, v12, s4, v13
	v_fma_f32 v13, v13, s4, v14
	v_fma_f32 v14, v14, s4, v15
	s_waitcnt vmcnt(2)
	v_fma_f32 v15, v15, s4, v8
	v_fma_f32 v8, v8, s4, v9
	v_fma_f32 v9, v9, s4, v10
	v_fma_f32 v10, v10, s4, v11
	s_waitcnt vmcnt(1)
	v_fma_f32 v11, v11, s4, v4
	v_fma_f32 v4, v4, s4, v5
	v_fma_f32 v5, v5, s4, v6
	v_fma_f32 v6, v6, s4, v7
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v7, s4, v0
	v_fma_f32 v0, v0, s4, v1
	v_fma_f32 v1, v1, s4, v2
	v_fma_f32 v2, v2, s4, v3
	v_fma_f32 v3, v3, s4, v88
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	s_waitcnt vmcnt(23)
	v_add_f32_e32 v88, 0, v88
	v_fma_f32 v88, v89, 2.0, v88
	s_mov_b32 s2, 0x40400000
	v_fma_f32 v88, v90, s2, v88
	v_fma_f32 v88, v91, 4.0, v88
	s_mov_b32 s2, 0x40a00000
	s_waitcnt vmcnt(22)
	v_fma_f32 v80, v80, s2, v88
	s_mov_b32 s2, 0x40c00000
	v_fma_f32 v80, v81, s2, v80
	s_mov_b32 s2, 0x40e00000
	v_fma_f32 v80, v82, s2, v80
	s_mov_b32 s2, 0x41000000
	v_fma_f32 v80, v83, s2, v80
	s_mov_b32 s2, 0x41100000
	s_waitcnt vmcnt(21)
	v_fma_f32 v80, v92, s2, v80
	s_mov_b32 s2, 0x41200000
	v_fma_f32 v80, v93, s2, v80
	s_mov_b32 s2, 0x41300000
	v_fma_f32 v80, v94, s2, v80
	s_mov_b32 s2, 0x41400000
	v_fma_f32 v80, v95, s2, v80
	s_mov_b32 s2, 0x41500000
	s_waitcnt vmcnt(20)
	v_fma_f32 v80, v84, s2, v80
	s_mov_b32 s2, 0x41600000
	v_fma_f32 v80, v85, s2, v80
	s_mov_b32 s2, 0x41700000
	v_fma_f32 v80, v86, s2, v80
	s_mov_b32 s2, 0x41800000
	v_fma_f32 v80, v87, s2, v80
	s_mov_b32 s2, 0x41880000
	s_waitcnt vmcnt(19)
	v_fma_f32 v76, v76, s2, v80
	s_mov_b32 s2, 0x41900000
	v_fma_f32 v76, v77, s2, v76
	s_mov_b32 s2, 0x41980000
	v_fma_f32 v76, v78, s2, v76
	s_mov_b32 s2, 0x41a00000
	v_fma_f32 v76, v79, s2, v76
	s_mov_b32 s2, 0x41a80000
	s_waitcnt vmcnt(18)
	v_fma_f32 v72, v72, s2, v76
	s_mov_b32 s2, 0x41b00000
	v_fma_f32 v72, v73, s2, v72
	s_mov_b32 s2, 0x41b80000
	v_fma_f32 v72, v74, s2, v72
	s_mov_b32 s2, 0x41c00000
	v_fma_f32 v72, v75, s2, v72
	s_mov_b32 s2, 0x41c80000
	s_waitcnt vmcnt(17)
	v_fma_f32 v68, v68, s2, v72
	s_mov_b32 s2, 0x41d00000
	v_fma_f32 v68, v69, s2, v68
	s_mov_b32 s2, 0x41d80000
	v_fma_f32 v68, v70, s2, v68
	s_mov_b32 s2, 0x41e00000
	v_fma_f32 v68, v71, s2, v68
	s_mov_b32 s2, 0x41e80000
	s_waitcnt vmcnt(16)
	v_fma_f32 v64, v64, s2, v68
	s_mov_b32 s2, 0x41f00000
	v_fma_f32 v64, v65, s2, v64
	s_mov_b32 s2, 0x41f80000
	v_fma_f32 v64, v66, s2, v64
	s_mov_b32 s2, 0x42000000
	v_fma_f32 v64, v67, s2, v64
	s_mov_b32 s2, 0x42040000
	s_waitcnt vmcnt(15)
	v_fma_f32 v60, v60, s2, v64
	s_mov_b32 s2, 0x42080000
	v_fma_f32 v60, v61, s2, v60
	s_mov_b32 s2, 0x420c0000
	v_fma_f32 v60, v62, s2, v60
	s_mov_b32 s2, 0x42100000
	v_fma_f32 v60, v63, s2, v60
	s_mov_b32 s2, 0x42140000
	s_waitcnt vmcnt(14)
	v_fma_f32 v56, v56, s2, v60
	s_mov_b32 s2, 0x42180000
	v_fma_f32 v56, v57, s2, v56
	s_mov_b32 s2, 0x421c0000
	v_fma_f32 v56, v58, s2, v56
	s_mov_b32 s2, 0x42200000
	v_fma_f32 v56, v59, s2, v56
	s_mov_b32 s2, 0x42240000
	s_waitcnt vmcnt(13)
	v_fma_f32 v52, v52, s2, v56
	s_mov_b32 s2, 0x42280000
	v_fma_f32 v52, v53, s2, v52
	s_mov_b32 s2, 0x422c0000
	v_fma_f32 v52, v54, s2, v52
	s_mov_b32 s2, 0x42300000
	v_fma_f32 v52, v55, s2, v52
	s_mov_b32 s2, 0x42340000
	s_waitcnt vmcnt(12)
	v_fma_f32 v48, v48, s2, v52
	s_mov_b32 s2, 0x42380000
	v_fma_f32 v48, v49, s2, v48
	s_mov_b32 s2, 0x423c0000
	v_fma_f32 v48, v50, s2, v48
	s_mov_b32 s2, 0x42400000
	v_fma_f32 v48, v51, s2, v48
	s_mov_b32 s2, 0x42440000
	s_waitcnt vmcnt(11)
	v_fma_f32 v44, v44, s2, v48
	s_mov_b32 s2, 0x42480000
	v_fma_f32 v44, v45, s2, v44
	s_mov_b32 s2, 0x424c0000
	v_fma_f32 v44, v46, s2, v44
	s_mov_b32 s2, 0x42500000
	v_fma_f32 v44, v47, s2, v44
	s_mov_b32 s2, 0x42540000
	s_waitcnt vmcnt(10)
	v_fma_f32 v40, v40, s2, v44
	s_mov_b32 s2, 0x42580000
	v_fma_f32 v40, v41, s2, v40
	s_mov_b32 s2, 0x425c0000
	v_fma_f32 v40, v42, s2, v40
	s_mov_b32 s2, 0x42600000
	v_fma_f32 v40, v43, s2, v40
	s_mov_b32 s2, 0x42640000
	s_waitcnt vmcnt(9)
	v_fma_f32 v36, v36, s2, v40
	s_mov_b32 s2, 0x42680000
	v_fma_f32 v36, v37, s2, v36
	s_mov_b32 s2, 0x426c0000
	v_fma_f32 v36, v38, s2, v36
	s_mov_b32 s2, 0x42700000
	v_fma_f32 v36, v39, s2, v36
	s_mov_b32 s2, 0x42740000
	s_waitcnt vmcnt(8)
	v_fma_f32 v32, v32, s2, v36
	s_mov_b32 s2, 0x42780000
	v_fma_f32 v32, v33, s2, v32
	s_mov_b32 s2, 0x427c0000
	v_fma_f32 v32, v34, s2, v32
	s_mov_b32 s2, 0x42800000
	v_fma_f32 v32, v35, s2, v32
	s_mov_b32 s2, 0x42820000
	s_waitcnt vmcnt(7)
	v_fma_f32 v28, v28, s2, v32
	s_mov_b32 s2, 0x42840000
	v_fma_f32 v28, v29, s2, v28
	s_mov_b32 s2, 0x42860000
	v_fma_f32 v28, v30, s2, v28
	s_mov_b32 s2, 0x42880000
	v_fma_f32 v28, v31, s2, v28
	s_mov_b32 s2, 0x428a0000
	s_waitcnt vmcnt(6)
	v_fma_f32 v24, v24, s2, v28
	s_mov_b32 s2, 0x428c0000
	v_fma_f32 v24, v25, s2, v24
	s_mov_b32 s2, 0x428e0000
	v_fma_f32 v24, v26, s2, v24
	s_mov_b32 s2, 0x42900000
	v_fma_f32 v24, v27, s2, v24
	s_mov_b32 s2, 0x42920000
	s_waitcnt vmcnt(5)
	v_fma_f32 v20, v20, s2, v24
	s_mov_b32 s2, 0x42940000
	v_fma_f32 v20, v21, s2, v20
	s_mov_b32 s2, 0x42960000
	v_fma_f32 v20, v22, s2, v20
	s_mov_b32 s2, 0x42980000
	v_fma_f32 v20, v23, s2, v20
	s_mov_b32 s2, 0x429a0000
	s_waitcnt vmcnt(4)
	v_fma_f32 v16, v16, s2, v20
	s_mov_b32 s2, 0x429c0000
	v_fma_f32 v16, v17, s2, v16
	s_mov_b32 s2, 0x429e0000
	v_fma_f32 v16, v18, s2, v16
	s_mov_b32 s2, 0x42a00000
	v_fma_f32 v16, v19, s2, v16
	s_mov_b32 s2, 0x42a20000
	s_waitcnt vmcnt(3)
	v_fma_f32 v12, v12, s2, v16
	s_mov_b32 s2, 0x42a40000
	v_fma_f32 v12, v13, s2, v12
	s_mov_b32 s2, 0x42a60000
	v_fma_f32 v12, v14, s2, v12
	s_mov_b32 s2, 0x42a80000
	v_fma_f32 v12, v15, s2, v12
	s_mov_b32 s2, 0x42aa0000
	s_waitcnt vmcnt(2)
	v_fma_f32 v8, v8, s2, v12
	s_mov_b32 s2, 0x42ac0000
	v_fma_f32 v8, v9, s2, v8
	s_mov_b32 s2, 0x42ae0000
	v_fma_f32 v8, v10, s2, v8
	s_mov_b32 s2, 0x42b00000
	v_fma_f32 v8, v11, s2, v8
	s_mov_b32 s2, 0x42b20000
	s_waitcnt vmcnt(1)
	v_fma_f32 v4, v4, s2, v8
	s_mov_b32 s2, 0x42b40000
	v_fma_f32 v4, v5, s2, v4
	s_mov_b32 s2, 0x42b60000
	v_fma_f32 v4, v6, s2, v4
	s_mov_b32 s2, 0x42b80000
	v_fma_f32 v4, v7, s2, v4
	s_mov_b32 s2, 0x42ba0000
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, s2, v4
	s_mov_b32 s2, 0x42bc0000
	v_fma_f32 v0, v1, s2, v0
	s_mov_b32 s2, 0x42be0000
	v_fma_f32 v0, v2, s2, v0
	s_mov_b32 s2, 0x42c00000
	v_mov_b32_e32 v97, 0
	v_fma_f32 v2, v3, s2, v0
	v_lshlrev_b64 v[0:1], 2, v[96:97]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel many_live
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 103
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end0:
	.size	many_live, .Lfunc_end0-many_live
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3672
; NumSgprs: 9
; NumVgprs: 103
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 103
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	squeezed                ; -- Begin function squeezed
	.globl	squeezed
	.p2align	8
	.type	squeezed,@function
squeezed:                               ; @squeezed
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	v_mov_b32_e32 v17, 0
	s_load_dword s4, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v48, s8, v0
	v_mul_lo_u32 v16, v48, 48
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_cmp_eq_u32 s4, 0
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v18, vcc, s2, v0
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[18:19], off
	global_load_dwordx4 v[4:7], v[18:19], off offset:16
	global_load_dwordx4 v[8:11], v[18:19], off offset:32
	global_load_dwordx4 v[12:15], v[18:19], off offset:48
	v_add_u32_e32 v18, 16, v16
	v_mov_b32_e32 v19, v17
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_u32_e32 v16, 32, v16
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	v_add_co_u32_e32 v49, vcc, s2, v16
	v_addc_co_u32_e32 v50, vcc, v20, v17, vcc
	global_load_dwordx4 v[44:47], v[18:19], off
	global_load_dwordx4 v[40:43], v[18:19], off offset:16
	global_load_dwordx4 v[36:39], v[18:19], off offset:32
	global_load_dwordx4 v[32:35], v[18:19], off offset:48
	global_load_dwordx4 v[28:31], v[49:50], off
	global_load_dwordx4 v[24:27], v[49:50], off offset:16
                                        ; kill: killed $vgpr18 killed $vgpr19
	global_load_dwordx4 v[20:23], v[49:50], off offset:32
	s_nop 0
	global_load_dwordx4 v[16:19], v[49:50], off offset:48
	s_cbranch_scc1 .LBB1_2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s5, s[2:3], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(10) lgkmcnt(0)
	v_fma_f32 v0, v0, s5, v7
	s_waitcnt vmcnt(9)
	v_fma_f32 v1, v1, s5, v8
	v_fma_f32 v2, v2, s5, v9
	v_fma_f32 v3, v3, s5, v10
	v_fma_f32 v4, v4, s5, v11
	s_waitcnt vmcnt(8)
	v_fma_f32 v5, v5, s5, v12
	v_fma_f32 v6, v6, s5, v13
	v_fma_f32 v7, v7, s5, v14
	v_fma_f32 v8, v8, s5, v15
	s_waitcnt vmcnt(7)
	v_fma_f32 v9, v9, s5, v44
	v_fma_f32 v10, v10, s5, v45
	v_fma_f32 v11, v11, s5, v46
	v_fma_f32 v12, v12, s5, v47
	s_waitcnt vmcnt(6)
	v_fma_f32 v13, v13, s5, v40
	v_fma_f32 v14, v14, s5, v41
	v_fma_f32 v15, v15, s5, v42
	v_fma_f32 v44, v44, s5, v43
	s_waitcnt vmcnt(5)
	v_fma_f32 v45, v45, s5, v36
	v_fma_f32 v46, v46, s5, v37
	v_fma_f32 v47, v47, s5, v38
	v_fma_f32 v40, v40, s5, v39
	s_waitcnt vmcnt(4)
	v_fma_f32 v41, v41, s5, v32
	v_fma_f32 v42, v42, s5, v33
	v_fma_f32 v43, v43, s5, v34
	v_fma_f32 v36, v36, s5, v35
	s_waitcnt vmcnt(3)
	v_fma_f32 v37, v37, s5, v28
	v_fma_f32 v38, v38, s5, v29
	v_fma_f32 v39, v39, s5, v30
	v_fma_f32 v32, v32, s5, v31
	s_waitcnt vmcnt(2)
	v_fma_f32 v33, v33, s5, v24
	v_fma_f32 v34, v34, s5, v25
	v_fma_f32 v35, v35, s5, v26
	v_fma_f32 v28, v28, s5, v27
	s_waitcnt vmcnt(1)
	v_fma_f32 v29, v29, s5, v20
	v_fma_f32 v30, v30, s5, v21
	v_fma_f32 v31, v31, s5, v22
	v_fma_f32 v24, v24, s5, v23
	s_waitcnt vmcnt(0)
	v_fma_f32 v25, v25, s5, v16
	v_fma_f32 v26, v26, s5, v17
	v_fma_f32 v27, v27, s5, v18
	v_fma_f32 v20, v20, s5, v19
	v_fma_f32 v21, v21, s5, v0
	v_fma_f32 v22, v22, s5, v1
	v_fma_f32 v23, v23, s5, v2
	v_fma_f32 v16, v16, s5, v3
	v_fma_f32 v17, v17, s5, v4
	v_fma_f32 v18, v18, s5, v5
	v_fma_f32 v19, v19, s5, v6
	s_cbranch_scc0 .LBB1_1
.LBB1_2:
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v0, 0, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v0, v0, v7
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v0, v0, v8
	v_add_f32_e32 v0, v0, v9
	v_add_f32_e32 v0, v0, v10
	v_add_f32_e32 v0, v0, v11
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v15
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v44
	v_add_f32_e32 v0, v0, v45
	v_add_f32_e32 v0, v0, v46
	v_add_f32_e32 v0, v0, v47
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v0, v40
	v_add_f32_e32 v0, v0, v41
	v_add_f32_e32 v0, v0, v42
	v_add_f32_e32 v0, v0, v43
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v0, v36
	v_add_f32_e32 v0, v0, v37
	v_add_f32_e32 v0, v0, v38
	v_add_f32_e32 v0, v0, v39
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v32
	v_add_f32_e32 v0, v0, v33
	v_add_f32_e32 v0, v0, v34
	v_add_f32_e32 v0, v0, v35
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v28
	v_add_f32_e32 v0, v0, v29
	v_add_f32_e32 v0, v0, v30
	v_add_f32_e32 v0, v0, v31
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v24
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	v_add_f32_e32 v0, v0, v27
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v20
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	v_add_f32_e32 v0, v0, v23
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	v_mov_b32_e32 v49, 0
	v_add_f32_e32 v2, v0, v19
	v_lshlrev_b64 v[0:1], 2, v[48:49]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel squeezed
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 63
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end1:
	.size	squeezed, .Lfunc_end1-squeezed
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1160
; NumSgprs: 11
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 51
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wide_loads              ; -- Begin function wide_loads
	.globl	wide_loads
	.p2align	8
	.type	wide_loads,@function
wide_loads:                             ; @wide_loads
; %bb.0:
	s_load_dword s0, s[4:5], 0xc
	v_lshl_or_b32 v1, s9, 4, v1
	v_lshl_or_b32 v0, s8, 4, v0
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s0, v1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x10
	v_add_u32_e32 v8, v0, v1
	v_lshlrev_b64 v[10:11], 4, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, s4, v8
	v_lshlrev_b64 v[12:13], 4, v[8:9]
	v_add_u32_e32 v8, s4, v8
	v_lshlrev_b64 v[0:1], 4, v[8:9]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v14, vcc, s2, v0
	v_add_u32_e32 v8, s4, v8
	v_addc_co_u32_e32 v15, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 4, v[8:9]
	v_add_u32_e32 v8, s4, v8
	v_add_co_u32_e32 v16, vcc, s2, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[14:15], off
	global_load_dwordx4 v[4:7], v[16:17], off
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v14, vcc, s2, v10
	v_addc_co_u32_e32 v15, vcc, v15, v11, vcc
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v16, v13, vcc
	v_mov_b32_e32 v20, s3
	v_mov_b32_e32 v21, s3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v3, v7
	v_mul_f32_e32 v17, v2, v6
	v_mul_f32_e32 v18, v1, v5
	v_mul_f32_e32 v19, v0, v4
	global_load_dwordx4 v[0:3], v[14:15], off
	global_load_dwordx4 v[4:7], v[12:13], off
	v_lshlrev_b64 v[12:13], 4, v[8:9]
	v_add_u32_e32 v8, s4, v8
	v_lshlrev_b64 v[14:15], 4, v[8:9]
	v_add_u32_e32 v8, s4, v8
	s_waitcnt vmcnt(0)
	v_fma_f32 v19, v0, v4, v19
	v_fma_f32 v18, v1, v5, v18
	v_lshlrev_b64 v[0:1], 4, v[8:9]
	v_add_u32_e32 v8, s4, v8
	v_fma_f32 v22, v2, v6, v17
	v_fma_f32 v23, v3, v7, v16
	v_lshlrev_b64 v[2:3], 4, v[8:9]
	v_add_co_u32_e32 v8, vcc, s2, v0
	v_addc_co_u32_e32 v9, vcc, v20, v1, vcc
	v_add_co_u32_e32 v16, vcc, s2, v2
	v_addc_co_u32_e32 v17, vcc, v21, v3, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[16:17], off
	v_add_co_u32_e32 v8, vcc, s2, v12
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v21, v0, v4
	v_mov_b32_e32 v0, s3
	v_addc_co_u32_e32 v9, vcc, v0, v13, vcc
	v_mul_f32_e32 v20, v1, v5
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v12, vcc, s2, v14
	v_mul_f32_e32 v16, v3, v7
	v_mul_f32_e32 v17, v2, v6
	v_addc_co_u32_e32 v13, vcc, v1, v15, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[12:13], off
	v_mov_b32_e32 v8, s1
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, v4, v21
	v_fma_f32 v1, v1, v5, v20
	v_fma_f32 v2, v2, v6, v17
	v_fma_f32 v3, v3, v7, v16
	v_add_co_u32_e32 v4, vcc, s0, v10
	v_mul_f32_e32 v3, v23, v3
	v_mul_f32_e32 v2, v22, v2
	v_mul_f32_e32 v1, v18, v1
	v_mul_f32_e32 v0, v19, v0
	v_addc_co_u32_e32 v5, vcc, v8, v11, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel wide_loads
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
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
	.size	wide_loads, .Lfunc_end2-wide_loads
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 496
; NumSgprs: 12
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 24
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .max_flat_workgroup_size: 64
    .name:           many_live
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         many_live.kd
    .vgpr_count:     103
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
    .max_flat_workgroup_size: 1024
    .name:           squeezed
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         squeezed.kd
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
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
    .name:           wide_loads
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wide_loads.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_size_hint:
      - 16
      - 16
      - 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
