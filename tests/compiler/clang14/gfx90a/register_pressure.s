	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	many_live               ; -- Begin function many_live
	.globl	many_live
	.p2align	8
	.type	many_live,@function
many_live:                              ; @many_live
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_or_b32 v96, s6, 6, v0
	s_movk_i32 s4, 0x60
	v_mul_lo_u32 v48, v96, s4
	v_mov_b32_e32 v49, 0
	v_lshlrev_b64 v[0:1], 2, v[48:49]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v16, vcc, s2, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off offset:48
	global_load_dwordx4 v[8:11], v[16:17], off offset:32
	global_load_dwordx4 v[20:23], v[16:17], off offset:16
	global_load_dwordx4 v[32:35], v[16:17], off
	global_load_dwordx4 v[4:7], v[16:17], off offset:112
	global_load_dwordx4 v[12:15], v[16:17], off offset:96
	global_load_dwordx4 v[24:27], v[16:17], off offset:80
	global_load_dwordx4 v[36:39], v[16:17], off offset:64
	v_add_u32_e32 v16, 32, v48
	v_mov_b32_e32 v17, v49
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v50, vcc, s2, v16
	v_addc_co_u32_e32 v51, vcc, v18, v17, vcc
	global_load_dwordx4 v[16:19], v[50:51], off offset:48
	global_load_dwordx4 v[28:31], v[50:51], off offset:32
	global_load_dwordx4 v[40:43], v[50:51], off offset:16
	global_load_dwordx4 v[44:47], v[50:51], off
	v_add_u32_e32 v50, 48, v48
	v_mov_b32_e32 v51, v49
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_mov_b32_e32 v52, s3
	v_add_co_u32_e32 v98, vcc, s2, v50
	v_addc_co_u32_e32 v99, vcc, v52, v51, vcc
	v_add_u32_e32 v50, 64, v48
	v_mov_b32_e32 v51, v49
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32_e32 v100, vcc, s2, v50
	v_add_u32_e32 v48, 0x50, v48
	v_addc_co_u32_e32 v101, vcc, v52, v51, vcc
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_mov_b32_e32 v50, s3
	v_add_co_u32_e32 v102, vcc, s2, v48
	v_addc_co_u32_e32 v103, vcc, v50, v49, vcc
	global_load_dwordx4 v[80:83], v[98:99], off offset:48
	global_load_dwordx4 v[84:87], v[98:99], off offset:32
	global_load_dwordx4 v[88:91], v[98:99], off offset:16
	global_load_dwordx4 v[92:95], v[98:99], off
	global_load_dwordx4 v[64:67], v[100:101], off offset:48
	global_load_dwordx4 v[68:71], v[100:101], off offset:32
	global_load_dwordx4 v[72:75], v[100:101], off offset:16
	global_load_dwordx4 v[76:79], v[100:101], off
	global_load_dwordx4 v[48:51], v[102:103], off offset:48
	global_load_dwordx4 v[52:55], v[102:103], off offset:32
	global_load_dwordx4 v[56:59], v[102:103], off offset:16
	global_load_dwordx4 v[60:63], v[102:103], off
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[2:3], 0x0
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v98, v33
	v_mov_b32_e32 v99, v34
	v_mov_b32_e32 v100, v35
	v_mov_b32_e32 v101, v20
	v_mov_b32_e32 v102, v21
	v_mov_b32_e32 v103, v22
	v_mov_b32_e32 v104, v23
	v_mov_b32_e32 v105, v8
	v_mov_b32_e32 v106, v9
	v_mov_b32_e32 v107, v10
	v_mov_b32_e32 v108, v11
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_mov_b32_e32 v111, v2
	v_mov_b32_e32 v112, v3
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v113, v36
	v_mov_b32_e32 v114, v37
	v_mov_b32_e32 v115, v38
	v_mov_b32_e32 v116, v39
	v_mov_b32_e32 v117, v24
	v_mov_b32_e32 v118, v25
	v_mov_b32_e32 v119, v26
	v_mov_b32_e32 v120, v27
	v_mov_b32_e32 v121, v12
	v_mov_b32_e32 v122, v13
	v_mov_b32_e32 v123, v14
	v_mov_b32_e32 v124, v15
	v_mov_b32_e32 v125, v4
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[32:33], v[32:33], s[4:5], v[98:99] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v98, v5
	v_mov_b32_e32 v99, v6
	v_pk_fma_f32 v[34:35], v[34:35], s[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v100, v7
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v101, v44
	v_pk_fma_f32 v[20:21], v[20:21], s[4:5], v[102:103] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v102, v45
	v_mov_b32_e32 v103, v46
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v104, v47
	v_mov_b32_e32 v105, v40
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[106:107] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v106, v41
	v_mov_b32_e32 v107, v42
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[108:109] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v108, v43
	v_mov_b32_e32 v109, v28
	s_add_i32 s7, s7, -1
	v_pk_fma_f32 v[0:1], v[0:1], s[4:5], v[110:111] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v110, v29
	v_mov_b32_e32 v111, v30
	v_pk_fma_f32 v[2:3], v[2:3], s[4:5], v[112:113] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v112, v31
	v_mov_b32_e32 v113, v16
	v_pk_fma_f32 v[36:37], v[36:37], s[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v114, v17
	v_mov_b32_e32 v115, v18
	v_pk_fma_f32 v[38:39], v[38:39], s[4:5], v[116:117] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v116, v19
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v117, v92
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[118:119] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v118, v93
	v_mov_b32_e32 v119, v94
	v_pk_fma_f32 v[26:27], v[26:27], s[4:5], v[120:121] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v120, v95
	v_mov_b32_e32 v121, v88
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[122:123] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v122, v89
	v_mov_b32_e32 v123, v90
	v_pk_fma_f32 v[14:15], v[14:15], s[4:5], v[124:125] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v124, v91
	v_mov_b32_e32 v125, v84
	v_pk_fma_f32 v[4:5], v[4:5], s[4:5], v[98:99] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v98, v85
	v_mov_b32_e32 v99, v86
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v100, v87
	v_mov_b32_e32 v101, v80
	v_pk_fma_f32 v[44:45], v[44:45], s[4:5], v[102:103] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v102, v81
	v_mov_b32_e32 v103, v82
	v_pk_fma_f32 v[46:47], v[46:47], s[4:5], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v104, v83
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v105, v76
	v_pk_fma_f32 v[40:41], v[40:41], s[4:5], v[106:107] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v106, v77
	v_mov_b32_e32 v107, v78
	v_pk_fma_f32 v[42:43], v[42:43], s[4:5], v[108:109] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v108, v79
	v_mov_b32_e32 v109, v72
	s_add_u32 s2, s2, 4
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[110:111] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v110, v73
	v_mov_b32_e32 v111, v74
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[112:113] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v112, v75
	v_mov_b32_e32 v113, v68
	v_pk_fma_f32 v[16:17], v[16:17], s[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v114, v69
	v_mov_b32_e32 v115, v70
	v_pk_fma_f32 v[18:19], v[18:19], s[4:5], v[116:117] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v116, v71
	v_mov_b32_e32 v117, v64
	v_pk_fma_f32 v[92:93], v[92:93], s[4:5], v[118:119] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v118, v65
	v_mov_b32_e32 v119, v66
	v_pk_fma_f32 v[94:95], v[94:95], s[4:5], v[120:121] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v120, v67
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v121, v60
	v_pk_fma_f32 v[88:89], v[88:89], s[4:5], v[122:123] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v122, v61
	v_mov_b32_e32 v123, v62
	v_pk_fma_f32 v[90:91], v[90:91], s[4:5], v[124:125] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v124, v63
	v_mov_b32_e32 v125, v56
	v_pk_fma_f32 v[84:85], v[84:85], s[4:5], v[98:99] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v98, v57
	v_mov_b32_e32 v99, v58
	v_pk_fma_f32 v[86:87], v[86:87], s[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v100, v59
	v_mov_b32_e32 v101, v52
	v_pk_fma_f32 v[80:81], v[80:81], s[4:5], v[102:103] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v102, v53
	v_mov_b32_e32 v103, v54
	v_pk_fma_f32 v[82:83], v[82:83], s[4:5], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v104, v55
	v_mov_b32_e32 v105, v48
	v_pk_fma_f32 v[76:77], v[76:77], s[4:5], v[106:107] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v106, v49
	v_mov_b32_e32 v107, v50
	v_pk_fma_f32 v[78:79], v[78:79], s[4:5], v[108:109] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v108, v51
	s_addc_u32 s3, s3, 0
	v_mov_b32_e32 v109, v32
	s_cmp_eq_u32 s7, 0
	v_pk_fma_f32 v[72:73], v[72:73], s[4:5], v[110:111] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[74:75], s[4:5], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], s[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], s[4:5], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], s[4:5], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], s[4:5], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], s[4:5], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[62:63], s[4:5], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], s[4:5], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], s[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], s[4:5], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], s[4:5], v[108:109] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	s_waitcnt vmcnt(20)
	v_add_f32_e32 v32, 0, v32
	v_fmac_f32_e32 v32, 2.0, v33
	v_fmac_f32_e32 v32, 0x40400000, v34
	v_fmac_f32_e32 v32, 4.0, v35
	v_fmac_f32_e32 v32, 0x40a00000, v20
	v_fmac_f32_e32 v32, 0x40c00000, v21
	v_fmac_f32_e32 v32, 0x40e00000, v22
	v_fmac_f32_e32 v32, 0x41000000, v23
	v_fmac_f32_e32 v32, 0x41100000, v8
	v_fmac_f32_e32 v32, 0x41200000, v9
	v_fmac_f32_e32 v32, 0x41300000, v10
	v_fmac_f32_e32 v32, 0x41400000, v11
	v_fmac_f32_e32 v32, 0x41500000, v0
	v_fmac_f32_e32 v32, 0x41600000, v1
	v_fmac_f32_e32 v32, 0x41700000, v2
	v_fmac_f32_e32 v32, 0x41800000, v3
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v32, 0x41880000, v36
	v_fmac_f32_e32 v32, 0x41900000, v37
	v_fmac_f32_e32 v32, 0x41980000, v38
	v_fmac_f32_e32 v32, 0x41a00000, v39
	v_fmac_f32_e32 v32, 0x41a80000, v24
	v_fmac_f32_e32 v32, 0x41b00000, v25
	v_fmac_f32_e32 v32, 0x41b80000, v26
	v_fmac_f32_e32 v32, 0x41c00000, v27
	v_fmac_f32_e32 v32, 0x41c80000, v12
	v_fmac_f32_e32 v32, 0x41d00000, v13
	v_fmac_f32_e32 v32, 0x41d80000, v14
	v_fmac_f32_e32 v32, 0x41e00000, v15
	v_fmac_f32_e32 v32, 0x41e80000, v4
	v_fmac_f32_e32 v32, 0x41f00000, v5
	v_fmac_f32_e32 v32, 0x41f80000, v6
	v_fmac_f32_e32 v32, 0x42000000, v7
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v32, 0x42040000, v44
	v_fmac_f32_e32 v32, 0x42080000, v45
	v_fmac_f32_e32 v32, 0x420c0000, v46
	v_fmac_f32_e32 v32, 0x42100000, v47
	v_fmac_f32_e32 v32, 0x42140000, v40
	v_fmac_f32_e32 v32, 0x42180000, v41
	v_fmac_f32_e32 v32, 0x421c0000, v42
	v_fmac_f32_e32 v32, 0x42200000, v43
	v_fmac_f32_e32 v32, 0x42240000, v28
	v_fmac_f32_e32 v32, 0x42280000, v29
	v_fmac_f32_e32 v32, 0x422c0000, v30
	v_fmac_f32_e32 v32, 0x42300000, v31
	v_fmac_f32_e32 v32, 0x42340000, v16
	v_fmac_f32_e32 v32, 0x42380000, v17
	v_fmac_f32_e32 v32, 0x423c0000, v18
	v_fmac_f32_e32 v32, 0x42400000, v19
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v32, 0x42440000, v92
	v_fmac_f32_e32 v32, 0x42480000, v93
	v_fmac_f32_e32 v32, 0x424c0000, v94
	v_fmac_f32_e32 v32, 0x42500000, v95
	v_fmac_f32_e32 v32, 0x42540000, v88
	v_fmac_f32_e32 v32, 0x42580000, v89
	v_fmac_f32_e32 v32, 0x425c0000, v90
	v_fmac_f32_e32 v32, 0x42600000, v91
	v_fmac_f32_e32 v32, 0x42640000, v84
	v_fmac_f32_e32 v32, 0x42680000, v85
	v_fmac_f32_e32 v32, 0x426c0000, v86
	v_fmac_f32_e32 v32, 0x42700000, v87
	v_fmac_f32_e32 v32, 0x42740000, v80
	v_fmac_f32_e32 v32, 0x42780000, v81
	v_fmac_f32_e32 v32, 0x427c0000, v82
	v_fmac_f32_e32 v32, 0x42800000, v83
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v32, 0x42820000, v76
	v_fmac_f32_e32 v32, 0x42840000, v77
	v_fmac_f32_e32 v32, 0x42860000, v78
	v_fmac_f32_e32 v32, 0x42880000, v79
	v_fmac_f32_e32 v32, 0x428a0000, v72
	v_fmac_f32_e32 v32, 0x428c0000, v73
	v_fmac_f32_e32 v32, 0x428e0000, v74
	v_fmac_f32_e32 v32, 0x42900000, v75
	v_fmac_f32_e32 v32, 0x42920000, v68
	v_fmac_f32_e32 v32, 0x42940000, v69
	v_fmac_f32_e32 v32, 0x42960000, v70
	v_fmac_f32_e32 v32, 0x42980000, v71
	v_fmac_f32_e32 v32, 0x429a0000, v64
	v_fmac_f32_e32 v32, 0x429c0000, v65
	v_fmac_f32_e32 v32, 0x429e0000, v66
	v_fmac_f32_e32 v32, 0x42a00000, v67
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, 0x42a20000, v60
	v_fmac_f32_e32 v32, 0x42a40000, v61
	v_fmac_f32_e32 v32, 0x42a60000, v62
	v_fmac_f32_e32 v32, 0x42a80000, v63
	v_fmac_f32_e32 v32, 0x42aa0000, v56
	v_fmac_f32_e32 v32, 0x42ac0000, v57
	v_fmac_f32_e32 v32, 0x42ae0000, v58
	v_fmac_f32_e32 v32, 0x42b00000, v59
	v_fmac_f32_e32 v32, 0x42b20000, v52
	v_fmac_f32_e32 v32, 0x42b40000, v53
	v_fmac_f32_e32 v32, 0x42b60000, v54
	v_fmac_f32_e32 v32, 0x42b80000, v55
	v_fmac_f32_e32 v32, 0x42ba0000, v48
	v_mov_b32_e32 v97, 0
	v_fmac_f32_e32 v32, 0x42bc0000, v49
	v_lshlrev_b64 v[0:1], 2, v[96:97]
	v_fmac_f32_e32 v32, 0x42be0000, v50
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v32, 0x42c00000, v51
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v32, off
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
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 128
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
	.size	many_live, .Lfunc_end0-many_live
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2208
; NumSgprs: 10
; NumVgprs: 126
; NumAgprs: 0
; TotalNumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 126
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	squeezed                ; -- Begin function squeezed
	.globl	squeezed
	.p2align	8
	.type	squeezed,@function
squeezed:                               ; @squeezed
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x10
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v25, v21
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s10, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v32, s8, v0
	v_mul_lo_u32 v20, v32, 48
	v_lshlrev_b64 v[0:1], 2, v[20:21]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v12, vcc, s2, v0
	v_addc_co_u32_e32 v13, vcc, v2, v1, vcc
	global_load_dword v39, v[12:13], off
	global_load_dwordx4 v[4:7], v[12:13], off offset:4
	global_load_dwordx2 v[36:37], v[12:13], off offset:20
	global_load_dword v35, v[12:13], off offset:28
	global_load_dwordx4 v[0:3], v[12:13], off offset:48
	global_load_dwordx4 v[8:11], v[12:13], off offset:32
	v_add_u32_e32 v12, 16, v20
	v_mov_b32_e32 v13, v21
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v16, vcc, s2, v12
	v_addc_co_u32_e32 v17, vcc, v14, v13, vcc
	v_add_u32_e32 v12, 17, v20
	v_mov_b32_e32 v13, v21
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v18, vcc, s2, v12
	v_addc_co_u32_e32 v19, vcc, v14, v13, vcc
	v_add_u32_e32 v12, 21, v20
	v_mov_b32_e32 v13, v21
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v22, vcc, s2, v12
	v_addc_co_u32_e32 v23, vcc, v14, v13, vcc
	global_load_dword v41, v[16:17], off
	global_load_dwordx4 v[12:15], v[18:19], off
	global_load_dword v34, v[22:23], off
	v_add_u32_e32 v16, 22, v20
	v_mov_b32_e32 v17, v21
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v22, vcc, s2, v16
	v_addc_co_u32_e32 v23, vcc, v18, v17, vcc
	global_load_dwordx4 v[16:19], v[22:23], off
	global_load_dwordx2 v[42:43], v[22:23], off offset:16
	v_add_u32_e32 v22, 28, v20
	v_mov_b32_e32 v23, v21
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v24, v23, vcc
	v_add_u32_e32 v24, 29, v20
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	v_add_u32_e32 v26, 31, v20
	v_mov_b32_e32 v27, v21
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mov_b32_e32 v28, s3
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_addc_co_u32_e32 v27, vcc, v28, v27, vcc
	v_add_u32_e32 v28, 32, v20
	v_mov_b32_e32 v29, v21
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_mov_b32_e32 v30, s3
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_load_dword v45, v[22:23], off
	global_load_dwordx2 v[48:49], v[24:25], off
	global_load_dword v46, v[26:27], off
	global_load_dword v47, v[28:29], off
	v_add_u32_e32 v22, 33, v20
	v_mov_b32_e32 v23, v21
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v24, v23, vcc
	v_add_u32_e32 v24, 35, v20
	v_mov_b32_e32 v25, v21
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_add_u32_e32 v20, 36, v20
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	global_load_dwordx2 v[50:51], v[22:23], off
	global_load_dword v44, v[24:25], off
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v52, vcc, s2, v20
	v_addc_co_u32_e32 v53, vcc, v22, v21, vcc
	global_load_dwordx4 v[20:23], v[52:53], off offset:32
	global_load_dwordx4 v[24:27], v[52:53], off offset:16
	global_load_dwordx4 v[28:31], v[52:53], off
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_waitcnt vmcnt(15)
	v_mov_b32_e32 v40, v3
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[2:3], 0x0
	s_add_i32 s9, s9, -1
	s_add_u32 s2, s2, 4
	v_mov_b32_e32 v53, v2
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v52, v45
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v54, v26
	v_mov_b32_e32 v55, v44
	v_mov_b32_e32 v56, v27
	v_mov_b32_e32 v57, v20
	v_mov_b32_e32 v58, v21
	v_mov_b32_e32 v59, v22
	v_mov_b32_e32 v38, v23
	s_addc_u32 s3, s3, 0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v39, s4, v39, v35
	v_pk_fma_f32 v[4:5], v[4:5], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], s[4:5], v[0:1] op_sel_hi:[1,0,1]
	s_cmp_eq_u32 s9, 0
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[0:1], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_fma_f32 v2, s4, v53, v34
	v_pk_fma_f32 v[40:41], v[40:41], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], s[4:5], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], s[4:5], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], s[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], s[4:5], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], s[4:5], v[50:51] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], s[4:5], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], s[4:5], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[26:27], s[4:5], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], s[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[36:37] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	v_mov_b32_e32 v3, v40
.LBB1_4:
	s_waitcnt vmcnt(19)
	v_add_f32_e32 v33, 0, v39
	s_waitcnt vmcnt(18)
	v_add_f32_e32 v4, v33, v4
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v4, v4, v7
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v4, v4, v36
	v_add_f32_e32 v4, v4, v37
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v4, v4, v35
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v4, v4, v9
	v_add_f32_e32 v4, v4, v10
	v_add_f32_e32 v4, v4, v11
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v0, v0, v41
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v15
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v0, v0, v34
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	v_add_f32_e32 v0, v0, v19
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v0, v0, v42
	v_add_f32_e32 v0, v0, v43
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v0, v0, v45
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v48
	v_add_f32_e32 v0, v0, v49
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v0, v46
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v0, v47
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v50
	v_add_f32_e32 v0, v0, v51
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v44
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v28
	v_add_f32_e32 v0, v0, v29
	v_add_f32_e32 v0, v0, v30
	v_add_f32_e32 v0, v0, v31
	v_add_f32_e32 v0, v0, v24
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	v_add_f32_e32 v0, v0, v27
	v_add_f32_e32 v0, v0, v20
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	v_mov_b32_e32 v33, 0
	v_add_f32_e32 v2, v0, v23
	v_lshlrev_b64 v[0:1], 2, v[32:33]
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 60
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
	.size	squeezed, .Lfunc_end1-squeezed
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1228
; NumSgprs: 13
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	wide_loads              ; -- Begin function wide_loads
	.globl	wide_loads
	.p2align	8
	.type	wide_loads,@function
wide_loads:                             ; @wide_loads
; %bb.0:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x10
	s_load_dword s11, s[4:5], 0xc
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v0, s9, 4, v0
	v_lshl_or_b32 v1, s8, 4, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s11, v0
	v_add_u32_e32 v16, v1, v0
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[32:33], 4, v[16:17]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v8, vcc, s2, v32
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v9, vcc, v0, v33, vcc
	v_lshlrev_b64 v[0:1], 4, v[16:17]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v10, vcc, s2, v0
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[10:11], off
	v_lshlrev_b64 v[8:9], 4, v[16:17]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v18, vcc, s2, v8
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v19, vcc, v10, v9, vcc
	v_lshlrev_b64 v[8:9], 4, v[16:17]
	v_add_co_u32_e32 v20, vcc, s2, v8
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v21, vcc, v10, v9, vcc
	global_load_dwordx4 v[8:11], v[18:19], off
	global_load_dwordx4 v[12:15], v[20:21], off
	v_lshlrev_b64 v[18:19], 4, v[16:17]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v34, vcc, s2, v18
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v35, vcc, v20, v19, vcc
	v_lshlrev_b64 v[18:19], 4, v[16:17]
	v_add_co_u32_e32 v36, vcc, s2, v18
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v37, vcc, v20, v19, vcc
	v_lshlrev_b64 v[18:19], 4, v[16:17]
	v_add_co_u32_e32 v38, vcc, s2, v18
	v_add_u32_e32 v16, s10, v16
	v_addc_co_u32_e32 v39, vcc, v20, v19, vcc
	v_lshlrev_b64 v[16:17], 4, v[16:17]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v40, vcc, s2, v16
	v_addc_co_u32_e32 v41, vcc, v18, v17, vcc
	global_load_dwordx4 v[16:19], v[38:39], off
	global_load_dwordx4 v[20:23], v[40:41], off
	global_load_dwordx4 v[24:27], v[34:35], off
	global_load_dwordx4 v[28:31], v[36:37], off
	v_mov_b32_e32 v34, s1
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_fma_f32 v[0:1], v[0:1], v[4:5], v[8:9]
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], v[10:11]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], v[18:19], v[22:23]
	v_pk_mul_f32 v[6:7], v[16:17], v[20:21]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[26:27], v[30:31], v[4:5]
	v_pk_fma_f32 v[6:7], v[24:25], v[28:29], v[6:7]
	v_pk_mul_f32 v[2:3], v[2:3], v[4:5]
	v_add_co_u32_e32 v4, vcc, s0, v32
	v_pk_mul_f32 v[0:1], v[0:1], v[6:7]
	v_addc_co_u32_e32 v5, vcc, v34, v33, vcc
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.size	wide_loads, .Lfunc_end2-wide_loads
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 14
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         many_live.kd
    .vgpr_count:     126
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         squeezed.kd
    .vgpr_count:     60
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         wide_loads.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_size_hint:
      - 16
      - 16
      - 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
