	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	many_live               ; -- Begin function many_live
	.globl	many_live
	.p2align	8
	.type	many_live,@function
many_live:                              ; @many_live
; %bb.0:
	v_lshl_or_b32 v0, s6, 6, v0
	s_movk_i32 s0, 0x60
	v_mul_lo_u32 v2, v0, s0
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_or_b32_e32 v6, 1, v2
	v_mov_b32_e32 v7, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v109, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v109, v5, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_or_b32_e32 v8, 2, v2
	v_mov_b32_e32 v9, v3
	v_addc_co_u32_e32 v7, vcc, v109, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_or_b32_e32 v10, 3, v2
	v_mov_b32_e32 v11, v3
	v_addc_co_u32_e32 v9, vcc, v109, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_or_b32_e32 v12, 4, v2
	v_mov_b32_e32 v13, v3
	v_addc_co_u32_e32 v11, vcc, v109, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_or_b32_e32 v14, 5, v2
	v_mov_b32_e32 v15, v3
	v_addc_co_u32_e32 v13, vcc, v109, v13, vcc
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_or_b32_e32 v16, 6, v2
	v_mov_b32_e32 v17, v3
	v_addc_co_u32_e32 v15, vcc, v109, v15, vcc
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_or_b32_e32 v18, 7, v2
	v_mov_b32_e32 v19, v3
	v_addc_co_u32_e32 v17, vcc, v109, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v18, vcc, s0, v18
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_addc_co_u32_e32 v19, vcc, v109, v19, vcc
	global_load_dword v39, v[4:5], off
	global_load_dword v53, v[6:7], off
	s_nop 0
	global_load_dword v5, v[8:9], off
	global_load_dword v52, v[10:11], off
	global_load_dword v4, v[12:13], off
	global_load_dword v51, v[14:15], off
	global_load_dword v1, v[16:17], off
	global_load_dword v50, v[18:19], off
	v_or_b32_e32 v6, 8, v2
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_or_b32_e32 v8, 9, v2
	v_mov_b32_e32 v9, v3
	v_addc_co_u32_e32 v7, vcc, v109, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_or_b32_e32 v10, 10, v2
	v_mov_b32_e32 v11, v3
	v_addc_co_u32_e32 v9, vcc, v109, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v12, vcc, s0, v10
	v_addc_co_u32_e32 v13, vcc, v109, v11, vcc
	v_or_b32_e32 v10, 11, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v14, vcc, s0, v10
	v_addc_co_u32_e32 v15, vcc, v109, v11, vcc
	v_or_b32_e32 v10, 12, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v16, vcc, s0, v10
	v_addc_co_u32_e32 v17, vcc, v109, v11, vcc
	v_or_b32_e32 v10, 13, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v18, vcc, s0, v10
	v_addc_co_u32_e32 v19, vcc, v109, v11, vcc
	v_or_b32_e32 v10, 14, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v20, vcc, s0, v10
	v_addc_co_u32_e32 v21, vcc, v109, v11, vcc
	v_or_b32_e32 v10, 15, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v22, vcc, s0, v10
	v_addc_co_u32_e32 v23, vcc, v109, v11, vcc
	global_load_dword v10, v[6:7], off
	global_load_dword v58, v[8:9], off
	s_nop 0
	global_load_dword v8, v[12:13], off
	global_load_dword v56, v[14:15], off
	global_load_dword v7, v[16:17], off
	global_load_dword v55, v[18:19], off
	global_load_dword v6, v[20:21], off
	global_load_dword v54, v[22:23], off
	v_or_b32_e32 v12, 16, v2
	v_mov_b32_e32 v13, v3
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_or_b32_e32 v14, 17, v2
	v_mov_b32_e32 v15, v3
	v_addc_co_u32_e32 v13, vcc, v109, v13, vcc
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v16, vcc, s0, v14
	v_addc_co_u32_e32 v17, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 18, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v18, vcc, s0, v14
	v_addc_co_u32_e32 v19, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 19, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v20, vcc, s0, v14
	v_addc_co_u32_e32 v21, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 20, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v22, vcc, s0, v14
	v_addc_co_u32_e32 v23, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 21, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v24, vcc, s0, v14
	v_addc_co_u32_e32 v25, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 22, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v26, vcc, s0, v14
	v_addc_co_u32_e32 v27, vcc, v109, v15, vcc
	v_or_b32_e32 v14, 23, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v28, vcc, s0, v14
	v_addc_co_u32_e32 v29, vcc, v109, v15, vcc
	global_load_dword v14, v[12:13], off
	global_load_dword v62, v[16:17], off
	s_nop 0
	global_load_dword v12, v[18:19], off
	global_load_dword v60, v[20:21], off
	global_load_dword v11, v[22:23], off
	global_load_dword v59, v[24:25], off
	global_load_dword v9, v[26:27], off
	global_load_dword v57, v[28:29], off
	v_or_b32_e32 v16, 24, v2
	v_mov_b32_e32 v17, v3
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_or_b32_e32 v18, 25, v2
	v_mov_b32_e32 v19, v3
	v_addc_co_u32_e32 v17, vcc, v109, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v20, vcc, s0, v18
	v_addc_co_u32_e32 v21, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 26, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v22, vcc, s0, v18
	v_addc_co_u32_e32 v23, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 27, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v24, vcc, s0, v18
	v_addc_co_u32_e32 v25, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 28, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v26, vcc, s0, v18
	v_addc_co_u32_e32 v27, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 29, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v28, vcc, s0, v18
	v_addc_co_u32_e32 v29, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 30, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v30, vcc, s0, v18
	v_addc_co_u32_e32 v31, vcc, v109, v19, vcc
	v_or_b32_e32 v18, 31, v2
	v_mov_b32_e32 v19, v3
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v32, vcc, s0, v18
	v_addc_co_u32_e32 v33, vcc, v109, v19, vcc
	global_load_dword v18, v[16:17], off
	global_load_dword v66, v[20:21], off
	s_nop 0
	global_load_dword v16, v[22:23], off
	global_load_dword v64, v[24:25], off
	global_load_dword v15, v[26:27], off
	global_load_dword v63, v[28:29], off
	global_load_dword v13, v[30:31], off
	global_load_dword v61, v[32:33], off
	v_add_u32_e32 v20, 32, v2
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s0, v20
	v_add_u32_e32 v22, 33, v2
	v_mov_b32_e32 v23, v3
	v_addc_co_u32_e32 v21, vcc, v109, v21, vcc
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v24, vcc, s0, v22
	v_addc_co_u32_e32 v25, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 34, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v26, vcc, s0, v22
	v_addc_co_u32_e32 v27, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 35, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v28, vcc, s0, v22
	v_addc_co_u32_e32 v29, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 36, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v30, vcc, s0, v22
	v_addc_co_u32_e32 v31, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 37, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v32, vcc, s0, v22
	v_addc_co_u32_e32 v33, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 38, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v34, vcc, s0, v22
	v_addc_co_u32_e32 v35, vcc, v109, v23, vcc
	v_add_u32_e32 v22, 39, v2
	v_mov_b32_e32 v23, v3
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v36, vcc, s0, v22
	v_addc_co_u32_e32 v37, vcc, v109, v23, vcc
	global_load_dword v22, v[20:21], off
	global_load_dword v70, v[24:25], off
	s_nop 0
	global_load_dword v20, v[26:27], off
	global_load_dword v68, v[28:29], off
	global_load_dword v19, v[30:31], off
	global_load_dword v67, v[32:33], off
	global_load_dword v17, v[34:35], off
	global_load_dword v65, v[36:37], off
	v_add_u32_e32 v24, 40, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_add_u32_e32 v26, 41, v2
	v_mov_b32_e32 v27, v3
	v_addc_co_u32_e32 v25, vcc, v109, v25, vcc
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v28, vcc, s0, v26
	v_addc_co_u32_e32 v29, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 42, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v30, vcc, s0, v26
	v_addc_co_u32_e32 v31, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 43, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v32, vcc, s0, v26
	v_addc_co_u32_e32 v33, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 44, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v34, vcc, s0, v26
	v_addc_co_u32_e32 v35, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 45, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v36, vcc, s0, v26
	v_addc_co_u32_e32 v37, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 46, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v40, vcc, s0, v26
	v_addc_co_u32_e32 v41, vcc, v109, v27, vcc
	v_add_u32_e32 v26, 47, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v42, vcc, s0, v26
	v_addc_co_u32_e32 v43, vcc, v109, v27, vcc
	global_load_dword v26, v[24:25], off
	global_load_dword v74, v[28:29], off
	s_nop 0
	global_load_dword v24, v[30:31], off
	global_load_dword v72, v[32:33], off
	global_load_dword v23, v[34:35], off
	global_load_dword v71, v[36:37], off
	global_load_dword v21, v[40:41], off
	global_load_dword v69, v[42:43], off
	v_add_u32_e32 v28, 48, v2
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s0, v28
	v_add_u32_e32 v30, 49, v2
	v_mov_b32_e32 v31, v3
	v_addc_co_u32_e32 v29, vcc, v109, v29, vcc
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v32, vcc, s0, v30
	v_addc_co_u32_e32 v33, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 50, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v34, vcc, s0, v30
	v_addc_co_u32_e32 v35, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 51, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v36, vcc, s0, v30
	v_addc_co_u32_e32 v37, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 52, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v40, vcc, s0, v30
	v_addc_co_u32_e32 v41, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 53, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v42, vcc, s0, v30
	v_addc_co_u32_e32 v43, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 54, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v44, vcc, s0, v30
	v_addc_co_u32_e32 v45, vcc, v109, v31, vcc
	v_add_u32_e32 v30, 55, v2
	v_mov_b32_e32 v31, v3
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v46, vcc, s0, v30
	v_addc_co_u32_e32 v47, vcc, v109, v31, vcc
	global_load_dword v30, v[28:29], off
	global_load_dword v78, v[32:33], off
	s_nop 0
	global_load_dword v28, v[34:35], off
	global_load_dword v76, v[36:37], off
	global_load_dword v27, v[40:41], off
	global_load_dword v75, v[42:43], off
	global_load_dword v25, v[44:45], off
	global_load_dword v73, v[46:47], off
	v_add_u32_e32 v32, 56, v2
	v_mov_b32_e32 v33, v3
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v32, vcc, s0, v32
	v_add_u32_e32 v34, 57, v2
	v_mov_b32_e32 v35, v3
	v_addc_co_u32_e32 v33, vcc, v109, v33, vcc
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v36, vcc, s0, v34
	v_addc_co_u32_e32 v37, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 58, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v40, vcc, s0, v34
	v_addc_co_u32_e32 v41, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 59, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v42, vcc, s0, v34
	v_addc_co_u32_e32 v43, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 60, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v44, vcc, s0, v34
	v_addc_co_u32_e32 v45, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 61, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v46, vcc, s0, v34
	v_addc_co_u32_e32 v47, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 62, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v48, vcc, s0, v34
	v_addc_co_u32_e32 v49, vcc, v109, v35, vcc
	v_add_u32_e32 v34, 63, v2
	v_mov_b32_e32 v35, v3
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v84, vcc, s0, v34
	v_addc_co_u32_e32 v85, vcc, v109, v35, vcc
	global_load_dword v34, v[32:33], off
	global_load_dword v82, v[36:37], off
	s_nop 0
	global_load_dword v32, v[40:41], off
	global_load_dword v80, v[42:43], off
	global_load_dword v31, v[44:45], off
	global_load_dword v79, v[46:47], off
	global_load_dword v29, v[48:49], off
	global_load_dword v77, v[84:85], off
	v_add_u32_e32 v36, 64, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_add_u32_e32 v40, 0x41, v2
	v_mov_b32_e32 v41, v3
	v_addc_co_u32_e32 v37, vcc, v109, v37, vcc
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_add_u32_e32 v42, 0x42, v2
	v_mov_b32_e32 v43, v3
	v_addc_co_u32_e32 v41, vcc, v109, v41, vcc
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v42, vcc, s0, v42
	v_add_u32_e32 v44, 0x43, v2
	v_mov_b32_e32 v45, v3
	v_addc_co_u32_e32 v43, vcc, v109, v43, vcc
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e32 v44, vcc, s0, v44
	v_add_u32_e32 v46, 0x44, v2
	v_mov_b32_e32 v47, v3
	v_addc_co_u32_e32 v45, vcc, v109, v45, vcc
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v46, vcc, s0, v46
	v_add_u32_e32 v48, 0x45, v2
	v_mov_b32_e32 v49, v3
	v_addc_co_u32_e32 v47, vcc, v109, v47, vcc
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_add_u32_e32 v84, 0x46, v2
	v_mov_b32_e32 v85, v3
	v_addc_co_u32_e32 v49, vcc, v109, v49, vcc
	v_lshlrev_b64 v[84:85], 2, v[84:85]
	v_add_co_u32_e32 v88, vcc, s0, v84
	v_addc_co_u32_e32 v89, vcc, v109, v85, vcc
	v_add_u32_e32 v84, 0x47, v2
	v_mov_b32_e32 v85, v3
	v_lshlrev_b64 v[84:85], 2, v[84:85]
	v_add_co_u32_e32 v90, vcc, s0, v84
	v_addc_co_u32_e32 v91, vcc, v109, v85, vcc
	global_load_dword v38, v[36:37], off
	global_load_dword v86, v[40:41], off
	s_nop 0
	global_load_dword v36, v[42:43], off
	global_load_dword v84, v[44:45], off
	global_load_dword v35, v[46:47], off
	global_load_dword v83, v[48:49], off
	global_load_dword v33, v[88:89], off
	global_load_dword v81, v[90:91], off
	v_add_u32_e32 v40, 0x48, v2
	v_mov_b32_e32 v41, v3
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_add_u32_e32 v42, 0x49, v2
	v_mov_b32_e32 v43, v3
	v_addc_co_u32_e32 v41, vcc, v109, v41, vcc
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v44, vcc, s0, v42
	v_addc_co_u32_e32 v45, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4a, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v46, vcc, s0, v42
	v_addc_co_u32_e32 v47, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4b, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v48, vcc, s0, v42
	v_addc_co_u32_e32 v49, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4c, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v92, vcc, s0, v42
	v_addc_co_u32_e32 v93, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4d, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v94, vcc, s0, v42
	v_addc_co_u32_e32 v95, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4e, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v96, vcc, s0, v42
	v_addc_co_u32_e32 v97, vcc, v109, v43, vcc
	v_add_u32_e32 v42, 0x4f, v2
	v_mov_b32_e32 v43, v3
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e32 v98, vcc, s0, v42
	v_addc_co_u32_e32 v99, vcc, v109, v43, vcc
	global_load_dword v43, v[40:41], off
	global_load_dword v90, v[44:45], off
	s_nop 0
	global_load_dword v41, v[46:47], off
	global_load_dword v88, v[48:49], off
	global_load_dword v40, v[92:93], off
	global_load_dword v87, v[94:95], off
	global_load_dword v37, v[96:97], off
	global_load_dword v85, v[98:99], off
	v_add_u32_e32 v44, 0x50, v2
	v_mov_b32_e32 v45, v3
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e32 v44, vcc, s0, v44
	v_add_u32_e32 v46, 0x51, v2
	v_mov_b32_e32 v47, v3
	v_addc_co_u32_e32 v45, vcc, v109, v45, vcc
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v48, vcc, s0, v46
	v_addc_co_u32_e32 v49, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x52, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v94, vcc, s0, v46
	v_addc_co_u32_e32 v95, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x53, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v96, vcc, s0, v46
	v_addc_co_u32_e32 v97, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x54, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v98, vcc, s0, v46
	v_addc_co_u32_e32 v99, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x55, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v100, vcc, s0, v46
	v_addc_co_u32_e32 v101, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x56, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v102, vcc, s0, v46
	v_addc_co_u32_e32 v103, vcc, v109, v47, vcc
	v_add_u32_e32 v46, 0x57, v2
	v_mov_b32_e32 v47, v3
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v104, vcc, s0, v46
	v_addc_co_u32_e32 v105, vcc, v109, v47, vcc
	global_load_dword v46, v[44:45], off
	global_load_dword v93, v[48:49], off
	s_nop 0
	global_load_dword v45, v[94:95], off
	global_load_dword v92, v[96:97], off
	global_load_dword v44, v[98:99], off
	global_load_dword v91, v[100:101], off
	global_load_dword v42, v[102:103], off
	global_load_dword v89, v[104:105], off
	v_add_u32_e32 v48, 0x58, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_add_u32_e32 v94, 0x59, v2
	v_mov_b32_e32 v95, v3
	v_addc_co_u32_e32 v49, vcc, v109, v49, vcc
	v_lshlrev_b64 v[94:95], 2, v[94:95]
	v_add_co_u32_e32 v94, vcc, s0, v94
	v_add_u32_e32 v96, 0x5a, v2
	v_mov_b32_e32 v97, v3
	v_addc_co_u32_e32 v95, vcc, v109, v95, vcc
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_co_u32_e32 v98, vcc, s0, v96
	v_addc_co_u32_e32 v99, vcc, v109, v97, vcc
	v_add_u32_e32 v96, 0x5b, v2
	v_mov_b32_e32 v97, v3
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_co_u32_e32 v100, vcc, s0, v96
	v_addc_co_u32_e32 v101, vcc, v109, v97, vcc
	v_add_u32_e32 v96, 0x5c, v2
	v_mov_b32_e32 v97, v3
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_co_u32_e32 v102, vcc, s0, v96
	v_addc_co_u32_e32 v103, vcc, v109, v97, vcc
	v_add_u32_e32 v96, 0x5d, v2
	v_mov_b32_e32 v97, v3
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_co_u32_e32 v104, vcc, s0, v96
	v_addc_co_u32_e32 v105, vcc, v109, v97, vcc
	v_add_u32_e32 v96, 0x5e, v2
	v_mov_b32_e32 v97, v3
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_co_u32_e32 v106, vcc, s0, v96
	v_add_u32_e32 v2, 0x5f, v2
	v_addc_co_u32_e32 v107, vcc, v109, v97, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v108, vcc, s0, v2
	v_addc_co_u32_e32 v109, vcc, v109, v3, vcc
	global_load_dword v49, v[48:49], off
	s_nop 0
	global_load_dword v96, v[94:95], off
	global_load_dword v48, v[98:99], off
	s_nop 0
	global_load_dword v95, v[100:101], off
	global_load_dword v47, v[102:103], off
	global_load_dword v94, v[104:105], off
	global_load_dword v3, v[106:107], off
	global_load_dword v2, v[108:109], off
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[0:1], 0x0
	s_add_i32 s6, s6, -1
	s_waitcnt vmcnt(62)
	v_mov_b32_e32 v99, v1
	v_mov_b32_e32 v1, v50
	v_mov_b32_e32 v50, v39
	v_mov_b32_e32 v39, v53
	s_add_u32 s0, s0, 4
	v_mov_b32_e32 v97, v5
	v_mov_b32_e32 v5, v52
	v_mov_b32_e32 v98, v4
	v_mov_b32_e32 v4, v51
	v_mov_b32_e32 v100, v10
	v_mov_b32_e32 v10, v58
	v_mov_b32_e32 v101, v8
	v_mov_b32_e32 v8, v56
	v_mov_b32_e32 v102, v7
	v_mov_b32_e32 v7, v55
	v_mov_b32_e32 v103, v6
	v_mov_b32_e32 v6, v54
	v_mov_b32_e32 v104, v14
	v_mov_b32_e32 v14, v62
	v_mov_b32_e32 v105, v12
	v_mov_b32_e32 v12, v60
	v_mov_b32_e32 v106, v11
	v_mov_b32_e32 v11, v59
	v_mov_b32_e32 v107, v9
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v108, v18
	v_mov_b32_e32 v18, v66
	v_mov_b32_e32 v109, v16
	v_mov_b32_e32 v16, v64
	v_mov_b32_e32 v110, v15
	v_mov_b32_e32 v15, v63
	v_mov_b32_e32 v111, v13
	v_mov_b32_e32 v13, v61
	v_mov_b32_e32 v112, v22
	v_mov_b32_e32 v22, v70
	s_waitcnt vmcnt(61)
	v_mov_b32_e32 v113, v20
	s_waitcnt vmcnt(60)
	v_mov_b32_e32 v20, v68
	s_waitcnt vmcnt(59)
	v_mov_b32_e32 v114, v19
	s_waitcnt vmcnt(58)
	v_mov_b32_e32 v19, v67
	s_waitcnt vmcnt(57)
	v_mov_b32_e32 v115, v17
	s_waitcnt vmcnt(56)
	v_mov_b32_e32 v17, v65
	s_waitcnt vmcnt(55)
	v_mov_b32_e32 v116, v26
	s_waitcnt vmcnt(54)
	v_mov_b32_e32 v26, v74
	s_waitcnt vmcnt(53)
	v_mov_b32_e32 v117, v24
	s_waitcnt vmcnt(52)
	v_mov_b32_e32 v24, v72
	s_waitcnt vmcnt(51)
	v_mov_b32_e32 v118, v23
	s_waitcnt vmcnt(50)
	v_mov_b32_e32 v23, v71
	s_waitcnt vmcnt(49)
	v_mov_b32_e32 v119, v21
	s_waitcnt vmcnt(48)
	v_mov_b32_e32 v21, v69
	s_waitcnt vmcnt(47)
	v_mov_b32_e32 v120, v30
	s_waitcnt vmcnt(46)
	v_mov_b32_e32 v30, v78
	s_waitcnt vmcnt(45)
	v_mov_b32_e32 v121, v28
	s_waitcnt vmcnt(44)
	v_mov_b32_e32 v28, v76
	s_waitcnt vmcnt(43)
	v_mov_b32_e32 v122, v27
	s_waitcnt vmcnt(42)
	v_mov_b32_e32 v27, v75
	s_waitcnt vmcnt(41)
	v_mov_b32_e32 v123, v25
	s_waitcnt vmcnt(40)
	v_mov_b32_e32 v25, v73
	s_waitcnt vmcnt(39)
	v_mov_b32_e32 v124, v34
	s_waitcnt vmcnt(38)
	v_mov_b32_e32 v34, v82
	s_waitcnt vmcnt(37)
	v_mov_b32_e32 v125, v32
	s_waitcnt vmcnt(36)
	v_mov_b32_e32 v32, v80
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v126, v31
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v31, v79
	s_waitcnt vmcnt(33)
	v_mov_b32_e32 v127, v29
	s_waitcnt vmcnt(32)
	v_mov_b32_e32 v29, v77
	s_waitcnt vmcnt(31)
	v_mov_b32_e32 v128, v38
	s_waitcnt vmcnt(30)
	v_mov_b32_e32 v38, v86
	s_waitcnt vmcnt(29)
	v_mov_b32_e32 v129, v36
	s_waitcnt vmcnt(28)
	v_mov_b32_e32 v36, v84
	s_waitcnt vmcnt(27)
	v_mov_b32_e32 v130, v35
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v35, v83
	s_waitcnt vmcnt(25)
	v_mov_b32_e32 v131, v33
	s_waitcnt vmcnt(24)
	v_mov_b32_e32 v33, v81
	s_waitcnt vmcnt(23)
	v_mov_b32_e32 v132, v43
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v43, v90
	s_waitcnt vmcnt(21)
	v_mov_b32_e32 v133, v41
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v41, v88
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v134, v40
	s_waitcnt vmcnt(18)
	v_mov_b32_e32 v40, v87
	s_waitcnt vmcnt(17)
	v_mov_b32_e32 v135, v37
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v37, v85
	s_waitcnt vmcnt(15)
	v_mov_b32_e32 v136, v46
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v46, v93
	s_waitcnt vmcnt(13)
	v_mov_b32_e32 v137, v45
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v45, v92
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v138, v44
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v44, v91
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v139, v42
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v42, v89
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v140, v49
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v49, v96
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v141, v48
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v48, v95
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v142, v47
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v47, v94
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v39, s4, v50
	s_cmp_lg_u32 s6, 0
	v_fma_f32 v53, s4, v53, v97
	v_fma_f32 v52, s4, v5, v98
	v_fmac_f32_e32 v5, s4, v97
	v_fma_f32 v51, s4, v4, v99
	v_fmac_f32_e32 v4, s4, v98
	v_fma_f32 v50, s4, v1, v100
	v_fmac_f32_e32 v1, s4, v99
	v_fma_f32 v58, s4, v10, v101
	v_fmac_f32_e32 v10, s4, v100
	v_fma_f32 v56, s4, v8, v102
	v_fmac_f32_e32 v8, s4, v101
	v_fma_f32 v55, s4, v7, v103
	v_fmac_f32_e32 v7, s4, v102
	v_fma_f32 v54, s4, v6, v104
	v_fmac_f32_e32 v6, s4, v103
	v_fma_f32 v62, s4, v14, v105
	v_fmac_f32_e32 v14, s4, v104
	v_fma_f32 v60, s4, v12, v106
	v_fmac_f32_e32 v12, s4, v105
	v_fma_f32 v59, s4, v11, v107
	v_fmac_f32_e32 v11, s4, v106
	v_fma_f32 v57, s4, v9, v108
	v_fmac_f32_e32 v9, s4, v107
	v_fma_f32 v66, s4, v18, v109
	v_fmac_f32_e32 v18, s4, v108
	v_fma_f32 v64, s4, v16, v110
	v_fmac_f32_e32 v16, s4, v109
	v_fma_f32 v63, s4, v15, v111
	v_fmac_f32_e32 v15, s4, v110
	v_fma_f32 v61, s4, v13, v112
	v_fmac_f32_e32 v13, s4, v111
	v_fma_f32 v70, s4, v22, v113
	v_fmac_f32_e32 v22, s4, v112
	v_fma_f32 v68, s4, v20, v114
	v_fmac_f32_e32 v20, s4, v113
	v_fma_f32 v67, s4, v19, v115
	v_fmac_f32_e32 v19, s4, v114
	v_fma_f32 v65, s4, v17, v116
	v_fmac_f32_e32 v17, s4, v115
	v_fma_f32 v74, s4, v26, v117
	v_fmac_f32_e32 v26, s4, v116
	v_fma_f32 v72, s4, v24, v118
	v_fmac_f32_e32 v24, s4, v117
	v_fma_f32 v71, s4, v23, v119
	v_fmac_f32_e32 v23, s4, v118
	v_fma_f32 v69, s4, v21, v120
	v_fmac_f32_e32 v21, s4, v119
	v_fma_f32 v78, s4, v30, v121
	v_fmac_f32_e32 v30, s4, v120
	v_fma_f32 v76, s4, v28, v122
	v_fmac_f32_e32 v28, s4, v121
	v_fma_f32 v75, s4, v27, v123
	v_fmac_f32_e32 v27, s4, v122
	v_fma_f32 v73, s4, v25, v124
	v_fmac_f32_e32 v25, s4, v123
	v_fma_f32 v82, s4, v34, v125
	v_fmac_f32_e32 v34, s4, v124
	v_fma_f32 v80, s4, v32, v126
	v_fmac_f32_e32 v32, s4, v125
	v_fma_f32 v79, s4, v31, v127
	v_fmac_f32_e32 v31, s4, v126
	v_fma_f32 v77, s4, v29, v128
	v_fmac_f32_e32 v29, s4, v127
	v_fma_f32 v86, s4, v38, v129
	v_fmac_f32_e32 v38, s4, v128
	v_fma_f32 v84, s4, v36, v130
	v_fmac_f32_e32 v36, s4, v129
	v_fma_f32 v83, s4, v35, v131
	v_fmac_f32_e32 v35, s4, v130
	v_fma_f32 v81, s4, v33, v132
	v_fmac_f32_e32 v33, s4, v131
	v_fma_f32 v90, s4, v43, v133
	v_fmac_f32_e32 v43, s4, v132
	v_fma_f32 v88, s4, v41, v134
	v_fmac_f32_e32 v41, s4, v133
	v_fma_f32 v87, s4, v40, v135
	v_fmac_f32_e32 v40, s4, v134
	v_fma_f32 v85, s4, v37, v136
	v_fmac_f32_e32 v37, s4, v135
	v_fma_f32 v93, s4, v46, v137
	v_fmac_f32_e32 v46, s4, v136
	v_fma_f32 v92, s4, v45, v138
	v_fmac_f32_e32 v45, s4, v137
	v_fma_f32 v91, s4, v44, v139
	v_fmac_f32_e32 v44, s4, v138
	v_fma_f32 v89, s4, v42, v140
	v_fmac_f32_e32 v42, s4, v139
	v_fma_f32 v96, s4, v49, v141
	v_fmac_f32_e32 v49, s4, v140
	v_fma_f32 v95, s4, v48, v142
	v_fmac_f32_e32 v48, s4, v141
	s_waitcnt vmcnt(1)
	v_fma_f32 v94, s4, v47, v3
	v_fmac_f32_e32 v47, s4, v142
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, s4, v3, v2
	v_fma_f32 v2, s4, v2, v39
	s_cbranch_scc1 .LBB0_1
.LBB0_2:
	s_waitcnt vmcnt(62)
	v_add_f32_e32 v39, 0, v39
	v_fmac_f32_e32 v39, 2.0, v53
	v_fmac_f32_e32 v39, 0x40400000, v5
	v_fmac_f32_e32 v39, 4.0, v52
	v_fmac_f32_e32 v39, 0x40a00000, v4
	v_fmac_f32_e32 v39, 0x40c00000, v51
	v_fmac_f32_e32 v39, 0x40e00000, v1
	v_fmac_f32_e32 v39, 0x41000000, v50
	v_fmac_f32_e32 v39, 0x41100000, v10
	v_fmac_f32_e32 v39, 0x41200000, v58
	v_fmac_f32_e32 v39, 0x41300000, v8
	v_fmac_f32_e32 v39, 0x41400000, v56
	v_fmac_f32_e32 v39, 0x41500000, v7
	v_fmac_f32_e32 v39, 0x41600000, v55
	v_fmac_f32_e32 v39, 0x41700000, v6
	v_fmac_f32_e32 v39, 0x41800000, v54
	v_fmac_f32_e32 v39, 0x41880000, v14
	v_fmac_f32_e32 v39, 0x41900000, v62
	v_fmac_f32_e32 v39, 0x41980000, v12
	v_fmac_f32_e32 v39, 0x41a00000, v60
	v_fmac_f32_e32 v39, 0x41a80000, v11
	v_fmac_f32_e32 v39, 0x41b00000, v59
	v_fmac_f32_e32 v39, 0x41b80000, v9
	v_fmac_f32_e32 v39, 0x41c00000, v57
	v_fmac_f32_e32 v39, 0x41c80000, v18
	v_fmac_f32_e32 v39, 0x41d00000, v66
	v_fmac_f32_e32 v39, 0x41d80000, v16
	v_fmac_f32_e32 v39, 0x41e00000, v64
	v_fmac_f32_e32 v39, 0x41e80000, v15
	v_fmac_f32_e32 v39, 0x41f00000, v63
	v_fmac_f32_e32 v39, 0x41f80000, v13
	v_fmac_f32_e32 v39, 0x42000000, v61
	v_fmac_f32_e32 v39, 0x42040000, v22
	v_fmac_f32_e32 v39, 0x42080000, v70
	s_waitcnt vmcnt(61)
	v_fmac_f32_e32 v39, 0x420c0000, v20
	s_waitcnt vmcnt(60)
	v_fmac_f32_e32 v39, 0x42100000, v68
	s_waitcnt vmcnt(59)
	v_fmac_f32_e32 v39, 0x42140000, v19
	s_waitcnt vmcnt(58)
	v_fmac_f32_e32 v39, 0x42180000, v67
	s_waitcnt vmcnt(57)
	v_fmac_f32_e32 v39, 0x421c0000, v17
	s_waitcnt vmcnt(56)
	v_fmac_f32_e32 v39, 0x42200000, v65
	s_waitcnt vmcnt(55)
	v_fmac_f32_e32 v39, 0x42240000, v26
	s_waitcnt vmcnt(54)
	v_fmac_f32_e32 v39, 0x42280000, v74
	s_waitcnt vmcnt(53)
	v_fmac_f32_e32 v39, 0x422c0000, v24
	s_waitcnt vmcnt(52)
	v_fmac_f32_e32 v39, 0x42300000, v72
	s_waitcnt vmcnt(51)
	v_fmac_f32_e32 v39, 0x42340000, v23
	s_waitcnt vmcnt(50)
	v_fmac_f32_e32 v39, 0x42380000, v71
	s_waitcnt vmcnt(49)
	v_fmac_f32_e32 v39, 0x423c0000, v21
	s_waitcnt vmcnt(48)
	v_fmac_f32_e32 v39, 0x42400000, v69
	s_waitcnt vmcnt(47)
	v_fmac_f32_e32 v39, 0x42440000, v30
	s_waitcnt vmcnt(46)
	v_fmac_f32_e32 v39, 0x42480000, v78
	s_waitcnt vmcnt(45)
	v_fmac_f32_e32 v39, 0x424c0000, v28
	s_waitcnt vmcnt(44)
	v_fmac_f32_e32 v39, 0x42500000, v76
	s_waitcnt vmcnt(43)
	v_fmac_f32_e32 v39, 0x42540000, v27
	s_waitcnt vmcnt(42)
	v_fmac_f32_e32 v39, 0x42580000, v75
	s_waitcnt vmcnt(41)
	v_fmac_f32_e32 v39, 0x425c0000, v25
	s_waitcnt vmcnt(40)
	v_fmac_f32_e32 v39, 0x42600000, v73
	s_waitcnt vmcnt(39)
	v_fmac_f32_e32 v39, 0x42640000, v34
	s_waitcnt vmcnt(38)
	v_fmac_f32_e32 v39, 0x42680000, v82
	s_waitcnt vmcnt(37)
	v_fmac_f32_e32 v39, 0x426c0000, v32
	s_waitcnt vmcnt(36)
	v_fmac_f32_e32 v39, 0x42700000, v80
	s_waitcnt vmcnt(35)
	v_fmac_f32_e32 v39, 0x42740000, v31
	s_waitcnt vmcnt(34)
	v_fmac_f32_e32 v39, 0x42780000, v79
	s_waitcnt vmcnt(33)
	v_fmac_f32_e32 v39, 0x427c0000, v29
	s_waitcnt vmcnt(32)
	v_fmac_f32_e32 v39, 0x42800000, v77
	s_waitcnt vmcnt(31)
	v_fmac_f32_e32 v39, 0x42820000, v38
	s_waitcnt vmcnt(30)
	v_fmac_f32_e32 v39, 0x42840000, v86
	s_waitcnt vmcnt(29)
	v_fmac_f32_e32 v39, 0x42860000, v36
	s_waitcnt vmcnt(28)
	v_fmac_f32_e32 v39, 0x42880000, v84
	s_waitcnt vmcnt(27)
	v_fmac_f32_e32 v39, 0x428a0000, v35
	s_waitcnt vmcnt(26)
	v_fmac_f32_e32 v39, 0x428c0000, v83
	s_waitcnt vmcnt(25)
	v_fmac_f32_e32 v39, 0x428e0000, v33
	s_waitcnt vmcnt(24)
	v_fmac_f32_e32 v39, 0x42900000, v81
	s_waitcnt vmcnt(23)
	v_fmac_f32_e32 v39, 0x42920000, v43
	s_waitcnt vmcnt(22)
	v_fmac_f32_e32 v39, 0x42940000, v90
	s_waitcnt vmcnt(21)
	v_fmac_f32_e32 v39, 0x42960000, v41
	s_waitcnt vmcnt(20)
	v_fmac_f32_e32 v39, 0x42980000, v88
	s_waitcnt vmcnt(19)
	v_fmac_f32_e32 v39, 0x429a0000, v40
	s_waitcnt vmcnt(18)
	v_fmac_f32_e32 v39, 0x429c0000, v87
	s_waitcnt vmcnt(17)
	v_fmac_f32_e32 v39, 0x429e0000, v37
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v39, 0x42a00000, v85
	s_waitcnt vmcnt(15)
	v_fmac_f32_e32 v39, 0x42a20000, v46
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v39, 0x42a40000, v93
	s_waitcnt vmcnt(13)
	v_fmac_f32_e32 v39, 0x42a60000, v45
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v39, 0x42a80000, v92
	s_waitcnt vmcnt(11)
	v_fmac_f32_e32 v39, 0x42aa0000, v44
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v39, 0x42ac0000, v91
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v39, 0x42ae0000, v42
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v39, 0x42b00000, v89
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v39, 0x42b20000, v49
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v39, 0x42b40000, v96
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v39, 0x42b60000, v48
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v39, 0x42b80000, v95
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v39, 0x42ba0000, v47
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v39, 0x42bc0000, v94
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v39, 0x42be0000, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v39, 0x42c00000, v2
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v39, off
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
		.amdhsa_next_free_vgpr 143
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 144
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
; codeLenInByte = 5788
; NumSgprs: 9
; NumVgprs: 143
; NumAgprs: 0
; TotalNumVgprs: 143
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 143
; AccumOffset: 144
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 35
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	squeezed                ; -- Begin function squeezed
	.globl	squeezed
	.p2align	8
	.type	squeezed,@function
squeezed:                               ; @squeezed
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v11, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, s8, v0
	v_mul_lo_u32 v2, v0, 48
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_mov_b32_e32 v46, s1
	v_addc_co_u32_e32 v5, vcc, v46, v5, vcc
	global_load_dword v9, v[4:5], off
	v_or_b32_e32 v4, 1, v2
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v46, v5, vcc
	global_load_dword v1, v[4:5], off
	v_or_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_or_b32_e32 v6, 3, v2
	v_addc_co_u32_e32 v5, vcc, v46, v5, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v46, v7, vcc
	global_load_dword v4, v[4:5], off
	v_or_b32_e32 v10, 5, v2
	global_load_dword v5, v[6:7], off
	v_or_b32_e32 v6, 4, v2
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v46, v7, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v6, v[6:7], off
	v_or_b32_e32 v12, 13, v2
	global_load_dword v7, v[10:11], off
	v_or_b32_e32 v10, 6, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v8, v[10:11], off
	v_or_b32_e32 v10, 7, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v17, v[10:11], off
	v_or_b32_e32 v10, 8, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v18, v[10:11], off
	v_or_b32_e32 v10, 9, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v19, v[10:11], off
	v_or_b32_e32 v10, 10, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v20, v[10:11], off
	v_or_b32_e32 v10, 11, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	global_load_dword v22, v[10:11], off
	v_or_b32_e32 v10, 12, v2
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_mov_b32_e32 v13, v3
	v_addc_co_u32_e32 v11, vcc, v46, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v46, v13, vcc
	global_load_dword v10, v[10:11], off
	v_or_b32_e32 v14, 15, v2
	global_load_dword v11, v[12:13], off
	v_or_b32_e32 v12, 14, v2
	v_mov_b32_e32 v13, v3
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_mov_b32_e32 v15, v3
	v_addc_co_u32_e32 v13, vcc, v46, v13, vcc
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_addc_co_u32_e32 v15, vcc, v46, v15, vcc
	global_load_dword v12, v[12:13], off
	v_add_u32_e32 v24, 17, v2
	global_load_dword v13, v[14:15], off
	v_add_u32_e32 v14, 16, v2
	v_mov_b32_e32 v15, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_mov_b32_e32 v25, v3
	v_addc_co_u32_e32 v15, vcc, v46, v15, vcc
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v14, v[14:15], off
	v_add_u32_e32 v26, 27, v2
	global_load_dword v15, v[24:25], off
	v_add_u32_e32 v24, 18, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v16, v[24:25], off
	v_add_u32_e32 v24, 19, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v29, v[24:25], off
	v_add_u32_e32 v24, 20, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v30, v[24:25], off
	v_add_u32_e32 v24, 21, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v31, v[24:25], off
	v_add_u32_e32 v24, 22, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v32, v[24:25], off
	v_add_u32_e32 v24, 23, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v34, v[24:25], off
	v_add_u32_e32 v24, 24, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v21, v[24:25], off
	v_add_u32_e32 v24, 25, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	global_load_dword v23, v[24:25], off
	v_add_u32_e32 v24, 26, v2
	v_mov_b32_e32 v25, v3
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v24, vcc, s0, v24
	v_mov_b32_e32 v27, v3
	v_addc_co_u32_e32 v25, vcc, v46, v25, vcc
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v26, vcc, s0, v26
	v_addc_co_u32_e32 v27, vcc, v46, v27, vcc
	global_load_dword v24, v[24:25], off
	v_add_u32_e32 v36, 29, v2
	global_load_dword v25, v[26:27], off
	v_add_u32_e32 v26, 28, v2
	v_mov_b32_e32 v27, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v26, vcc, s0, v26
	v_mov_b32_e32 v37, v3
	v_addc_co_u32_e32 v27, vcc, v46, v27, vcc
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v26, v[26:27], off
	v_add_u32_e32 v38, 39, v2
	global_load_dword v27, v[36:37], off
	v_add_u32_e32 v36, 30, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v28, v[36:37], off
	v_add_u32_e32 v36, 31, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v41, v[36:37], off
	v_add_u32_e32 v36, 32, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v42, v[36:37], off
	v_add_u32_e32 v36, 33, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v43, v[36:37], off
	v_add_u32_e32 v36, 34, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v44, v[36:37], off
	v_add_u32_e32 v36, 35, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v45, v[36:37], off
	v_add_u32_e32 v36, 36, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v33, v[36:37], off
	v_add_u32_e32 v36, 37, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	global_load_dword v35, v[36:37], off
	v_add_u32_e32 v36, 38, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s0, v36
	v_mov_b32_e32 v39, v3
	v_addc_co_u32_e32 v37, vcc, v46, v37, vcc
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v38, vcc, s0, v38
	v_addc_co_u32_e32 v39, vcc, v46, v39, vcc
	global_load_dword v36, v[36:37], off
	v_add_u32_e32 v48, 41, v2
	global_load_dword v37, v[38:39], off
	v_add_u32_e32 v38, 40, v2
	v_mov_b32_e32 v39, v3
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v38, vcc, s0, v38
	v_mov_b32_e32 v49, v3
	v_addc_co_u32_e32 v39, vcc, v46, v39, vcc
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_addc_co_u32_e32 v49, vcc, v46, v49, vcc
	global_load_dword v38, v[38:39], off
	v_add_u32_e32 v50, 45, v2
	global_load_dword v39, v[48:49], off
	v_add_u32_e32 v48, 42, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_addc_co_u32_e32 v49, vcc, v46, v49, vcc
	global_load_dword v40, v[48:49], off
	v_add_u32_e32 v48, 43, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_addc_co_u32_e32 v49, vcc, v46, v49, vcc
	global_load_dword v47, v[48:49], off
	v_add_u32_e32 v48, 44, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e32 v48, vcc, s0, v48
	v_mov_b32_e32 v51, v3
	v_addc_co_u32_e32 v49, vcc, v46, v49, vcc
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32_e32 v50, vcc, s0, v50
	v_addc_co_u32_e32 v51, vcc, v46, v51, vcc
	global_load_dword v48, v[48:49], off
	s_nop 0
	global_load_dword v49, v[50:51], off
	v_add_u32_e32 v50, 46, v2
	v_mov_b32_e32 v51, v3
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32_e32 v50, vcc, s0, v50
	v_add_u32_e32 v2, 47, v2
	v_addc_co_u32_e32 v51, vcc, v46, v51, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v46, v3, vcc
	global_load_dword v50, v[50:51], off
	s_nop 0
	global_load_dword v2, v[2:3], off
	s_load_dword s4, s[6:7], 0x10
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB1_2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s5, s[0:1], 0x0
	s_add_i32 s4, s4, -1
	s_waitcnt vmcnt(46)
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(45)
	v_mov_b32_e32 v46, v4
	s_waitcnt vmcnt(44)
	v_mov_b32_e32 v51, v5
	s_waitcnt vmcnt(43)
	v_mov_b32_e32 v52, v6
	s_waitcnt vmcnt(39)
	v_mov_b32_e32 v1, v18
	s_waitcnt vmcnt(38)
	v_mov_b32_e32 v4, v19
	s_waitcnt vmcnt(37)
	v_mov_b32_e32 v5, v20
	s_waitcnt vmcnt(36)
	v_mov_b32_e32 v6, v22
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v53, v10
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v54, v11
	s_waitcnt vmcnt(32)
	v_mov_b32_e32 v56, v13
	s_waitcnt vmcnt(31)
	v_mov_b32_e32 v57, v14
	v_mov_b32_e32 v18, v9
	v_mov_b32_e32 v9, v17
	s_add_u32 s0, s0, 4
	v_mov_b32_e32 v55, v12
	s_waitcnt vmcnt(28)
	v_mov_b32_e32 v10, v29
	s_waitcnt vmcnt(27)
	v_mov_b32_e32 v11, v30
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v12, v31
	s_waitcnt vmcnt(25)
	v_mov_b32_e32 v13, v32
	s_waitcnt vmcnt(24)
	v_mov_b32_e32 v14, v34
	s_waitcnt vmcnt(23)
	v_mov_b32_e32 v58, v21
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v59, v23
	s_waitcnt vmcnt(21)
	v_mov_b32_e32 v60, v24
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v61, v25
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v62, v26
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v21, v41
	s_waitcnt vmcnt(15)
	v_mov_b32_e32 v23, v42
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v24, v43
	s_waitcnt vmcnt(13)
	v_mov_b32_e32 v25, v44
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v26, v45
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v63, v33
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v64, v35
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v65, v36
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v66, v37
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v33, v47
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v35, v48
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v36, v49
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v37, v50
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, s5, v7, v53
	v_fma_f32 v8, s5, v8, v54
	v_fmac_f32_e32 v9, s5, v18
	v_fma_f32 v18, s5, v1, v56
	v_fmac_f32_e32 v1, s5, v3
	v_fma_f32 v19, s5, v4, v57
	v_fmac_f32_e32 v4, s5, v46
	v_fma_f32 v20, s5, v5, v15
	v_fmac_f32_e32 v5, s5, v51
	v_fma_f32 v22, s5, v6, v16
	v_fmac_f32_e32 v6, s5, v52
	s_cmp_lg_u32 s4, 0
	v_fma_f32 v17, s5, v17, v55
	v_fma_f32 v15, s5, v15, v58
	v_fma_f32 v16, s5, v16, v59
	v_fma_f32 v29, s5, v10, v60
	v_fmac_f32_e32 v10, s5, v53
	v_fma_f32 v30, s5, v11, v61
	v_fmac_f32_e32 v11, s5, v54
	v_fma_f32 v31, s5, v12, v62
	v_fmac_f32_e32 v12, s5, v55
	v_fma_f32 v32, s5, v13, v27
	v_fmac_f32_e32 v13, s5, v56
	v_fma_f32 v34, s5, v14, v28
	v_fmac_f32_e32 v14, s5, v57
	v_fma_f32 v27, s5, v27, v63
	v_fma_f32 v28, s5, v28, v64
	v_fma_f32 v41, s5, v21, v65
	v_fmac_f32_e32 v21, s5, v58
	v_fma_f32 v42, s5, v23, v66
	v_fmac_f32_e32 v23, s5, v59
	v_fma_f32 v43, s5, v24, v38
	v_fmac_f32_e32 v24, s5, v60
	v_fma_f32 v44, s5, v25, v39
	v_fmac_f32_e32 v25, s5, v61
	v_fma_f32 v45, s5, v26, v40
	v_fmac_f32_e32 v26, s5, v62
	s_waitcnt vmcnt(0)
	v_fma_f32 v38, s5, v38, v2
	v_fma_f32 v39, s5, v39, v9
	v_fma_f32 v40, s5, v40, v1
	v_fma_f32 v47, s5, v33, v4
	v_fmac_f32_e32 v33, s5, v63
	v_fma_f32 v48, s5, v35, v5
	v_fmac_f32_e32 v35, s5, v64
	v_fma_f32 v49, s5, v36, v6
	v_fmac_f32_e32 v36, s5, v65
	v_fma_f32 v50, s5, v37, v7
	v_fmac_f32_e32 v37, s5, v66
	v_fma_f32 v2, s5, v2, v8
	s_cbranch_scc1 .LBB1_1
.LBB1_2:
	s_waitcnt vmcnt(47)
	v_add_f32_e32 v3, 0, v9
	s_waitcnt vmcnt(46)
	v_add_f32_e32 v1, v3, v1
	s_waitcnt vmcnt(45)
	v_add_f32_e32 v1, v1, v4
	s_waitcnt vmcnt(44)
	v_add_f32_e32 v1, v1, v5
	s_waitcnt vmcnt(43)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt vmcnt(42)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(41)
	v_add_f32_e32 v1, v1, v8
	s_waitcnt vmcnt(40)
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(39)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt vmcnt(38)
	v_add_f32_e32 v1, v1, v19
	s_waitcnt vmcnt(37)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt vmcnt(36)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt vmcnt(35)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt vmcnt(34)
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(33)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt vmcnt(32)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(31)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt vmcnt(30)
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(29)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt vmcnt(28)
	v_add_f32_e32 v1, v1, v29
	s_waitcnt vmcnt(27)
	v_add_f32_e32 v1, v1, v30
	s_waitcnt vmcnt(26)
	v_add_f32_e32 v1, v1, v31
	s_waitcnt vmcnt(25)
	v_add_f32_e32 v1, v1, v32
	s_waitcnt vmcnt(24)
	v_add_f32_e32 v1, v1, v34
	s_waitcnt vmcnt(23)
	v_add_f32_e32 v1, v1, v21
	s_waitcnt vmcnt(22)
	v_add_f32_e32 v1, v1, v23
	s_waitcnt vmcnt(21)
	v_add_f32_e32 v1, v1, v24
	s_waitcnt vmcnt(20)
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(19)
	v_add_f32_e32 v1, v1, v26
	s_waitcnt vmcnt(18)
	v_add_f32_e32 v1, v1, v27
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v1, v1, v28
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt vmcnt(15)
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v1, v43
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v44
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v45
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v33
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v38
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v40
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v47
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v49
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v50
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
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
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 68
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
; codeLenInByte = 2784
; NumSgprs: 11
; NumVgprs: 67
; NumAgprs: 0
; TotalNumVgprs: 67
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 67
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	wide_loads              ; -- Begin function wide_loads
	.globl	wide_loads
	.p2align	8
	.type	wide_loads,@function
wide_loads:                             ; @wide_loads
; %bb.0:
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	s_load_dword s2, s[6:7], 0x10
	s_load_dword s3, s[4:5], 0xc
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v0, s9, 4, v0
	v_lshl_or_b32 v1, s8, 4, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s3, v0
	v_add_u32_e32 v16, v1, v0
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[32:33], 4, v[16:17]
	v_mov_b32_e32 v29, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_add_u32_e32 v2, s2, v16
	v_mov_b32_e32 v3, v17
	v_addc_co_u32_e32 v1, vcc, v29, v33, vcc
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_lshl_add_u32 v8, s2, 1, v16
	v_mov_b32_e32 v9, v17
	v_addc_co_u32_e32 v5, vcc, v29, v3, vcc
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	s_mul_i32 s1, s2, 3
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_add_u32_e32 v10, s1, v16
	v_mov_b32_e32 v11, v17
	v_addc_co_u32_e32 v9, vcc, v29, v9, vcc
	v_lshlrev_b64 v[10:11], 4, v[10:11]
	v_add_co_u32_e32 v12, vcc, s0, v10
	v_lshl_add_u32 v18, s2, 2, v16
	v_mov_b32_e32 v19, v17
	v_addc_co_u32_e32 v13, vcc, v29, v11, vcc
	v_lshlrev_b64 v[18:19], 4, v[18:19]
	v_add_co_u32_e32 v24, vcc, s0, v18
	s_mul_i32 s1, s2, 5
	v_addc_co_u32_e32 v25, vcc, v29, v19, vcc
	v_add_u32_e32 v18, s1, v16
	v_mov_b32_e32 v19, v17
	s_mul_i32 s1, s2, 6
	v_lshlrev_b64 v[26:27], 4, v[18:19]
	v_add_u32_e32 v18, s1, v16
	v_lshlrev_b64 v[18:19], 4, v[18:19]
	s_mul_i32 s2, s2, 7
	v_add_co_u32_e32 v18, vcc, s0, v18
	v_add_u32_e32 v16, s2, v16
	v_addc_co_u32_e32 v19, vcc, v29, v19, vcc
	v_lshlrev_b64 v[16:17], 4, v[16:17]
	v_add_co_u32_e32 v20, vcc, s0, v16
	v_addc_co_u32_e32 v21, vcc, v29, v17, vcc
	v_add_co_u32_e32 v28, vcc, s0, v26
	global_load_dwordx4 v[0:3], v[0:1], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[4:5], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[8:9], off
	s_nop 0
	global_load_dwordx4 v[12:15], v[12:13], off
	s_nop 0
	global_load_dwordx4 v[16:19], v[18:19], off
	s_nop 0
	global_load_dwordx4 v[20:23], v[20:21], off
	v_addc_co_u32_e32 v29, vcc, v29, v27, vcc
	global_load_dwordx4 v[24:27], v[24:25], off
	s_nop 0
	global_load_dwordx4 v[28:31], v[28:29], off
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v34, s1
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[12:13], v[18:19], v[22:23]
	v_pk_mul_f32 v[14:15], v[16:17], v[20:21]
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], v[10:11]
	v_pk_fma_f32 v[0:1], v[0:1], v[4:5], v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[26:27], v[30:31], v[12:13]
	v_pk_fma_f32 v[6:7], v[24:25], v[28:29], v[14:15]
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 36
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
; codeLenInByte = 536
; NumSgprs: 12
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         many_live.kd
    .vgpr_count:     143
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
    .vgpr_count:     67
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
    .vgpr_count:     35
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
