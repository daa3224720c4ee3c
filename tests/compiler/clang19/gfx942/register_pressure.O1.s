	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	many_live               ; -- Begin function many_live
	.globl	many_live
	.p2align	8
	.type	many_live,@function
many_live:                              ; @many_live
; %bb.0:
	s_load_dword s0, s[0:1], 0x4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v11, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s4, s4, s0
	s_load_dwordx2 s[0:1], s[2:3], 0x8
	v_add_u32_e32 v0, s4, v0
	s_movk_i32 s4, 0x60
	v_mul_lo_u32 v2, v0, s4
	s_load_dword s4, s[2:3], 0x10
	v_or_b32_e32 v8, 2, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[0:1]
	v_or_b32_e32 v6, 1, v2
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[0:1]
	v_or_b32_e32 v10, 3, v2
	v_or_b32_e32 v12, 4, v2
	v_mov_b32_e32 v13, v3
	v_or_b32_e32 v14, 5, v2
	v_mov_b32_e32 v15, v3
	v_or_b32_e32 v16, 6, v2
	v_mov_b32_e32 v17, v3
	v_or_b32_e32 v18, 7, v2
	v_mov_b32_e32 v19, v3
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[0:1]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	global_load_dword v30, v[4:5], off
	global_load_dword v50, v[6:7], off
	s_nop 0
	global_load_dword v5, v[8:9], off
	global_load_dword v47, v[10:11], off
	global_load_dword v4, v[12:13], off
	global_load_dword v48, v[14:15], off
	global_load_dword v1, v[16:17], off
	global_load_dword v49, v[18:19], off
	v_or_b32_e32 v8, 9, v2
	v_mov_b32_e32 v9, v3
	v_lshl_add_u64 v[10:11], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 10, v2
	v_lshl_add_u64 v[12:13], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 11, v2
	v_lshl_add_u64 v[14:15], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 12, v2
	v_lshl_add_u64 v[16:17], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 13, v2
	v_or_b32_e32 v6, 8, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[18:19], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 14, v2
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[0:1]
	v_lshl_add_u64 v[20:21], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 15, v2
	v_lshl_add_u64 v[22:23], v[8:9], 2, s[0:1]
	global_load_dword v9, v[6:7], off
	global_load_dword v54, v[10:11], off
	global_load_dword v8, v[12:13], off
	global_load_dword v55, v[14:15], off
	s_nop 0
	global_load_dword v7, v[16:17], off
	global_load_dword v56, v[18:19], off
	global_load_dword v6, v[20:21], off
	global_load_dword v57, v[22:23], off
	v_or_b32_e32 v12, 17, v2
	v_mov_b32_e32 v13, v3
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 18, v2
	v_lshl_add_u64 v[16:17], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 19, v2
	v_lshl_add_u64 v[18:19], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 20, v2
	v_lshl_add_u64 v[20:21], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 21, v2
	v_or_b32_e32 v10, 16, v2
	v_mov_b32_e32 v11, v3
	v_lshl_add_u64 v[22:23], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 22, v2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[0:1]
	v_lshl_add_u64 v[24:25], v[12:13], 2, s[0:1]
	v_or_b32_e32 v12, 23, v2
	v_lshl_add_u64 v[26:27], v[12:13], 2, s[0:1]
	global_load_dword v13, v[10:11], off
	global_load_dword v58, v[14:15], off
	global_load_dword v12, v[16:17], off
	global_load_dword v59, v[18:19], off
	s_nop 0
	global_load_dword v11, v[20:21], off
	global_load_dword v60, v[22:23], off
	global_load_dword v10, v[24:25], off
	global_load_dword v61, v[26:27], off
	v_or_b32_e32 v16, 25, v2
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[18:19], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 26, v2
	v_lshl_add_u64 v[20:21], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 27, v2
	v_lshl_add_u64 v[22:23], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 28, v2
	v_lshl_add_u64 v[24:25], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 29, v2
	v_or_b32_e32 v14, 24, v2
	v_mov_b32_e32 v15, v3
	v_lshl_add_u64 v[26:27], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 30, v2
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[28:29], v[16:17], 2, s[0:1]
	v_or_b32_e32 v16, 31, v2
	v_lshl_add_u64 v[32:33], v[16:17], 2, s[0:1]
	global_load_dword v17, v[14:15], off
	global_load_dword v62, v[18:19], off
	global_load_dword v16, v[20:21], off
	global_load_dword v63, v[22:23], off
	s_nop 0
	global_load_dword v15, v[24:25], off
	global_load_dword v64, v[26:27], off
	global_load_dword v14, v[28:29], off
	global_load_dword v65, v[32:33], off
	v_add_u32_e32 v20, 33, v2
	v_mov_b32_e32 v21, v3
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 34, v2
	v_lshl_add_u64 v[24:25], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 35, v2
	v_lshl_add_u64 v[26:27], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 36, v2
	v_lshl_add_u64 v[28:29], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 37, v2
	v_add_u32_e32 v18, 32, v2
	v_mov_b32_e32 v19, v3
	v_lshl_add_u64 v[32:33], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 38, v2
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[0:1]
	v_lshl_add_u64 v[34:35], v[20:21], 2, s[0:1]
	v_add_u32_e32 v20, 39, v2
	v_lshl_add_u64 v[36:37], v[20:21], 2, s[0:1]
	global_load_dword v21, v[18:19], off
	global_load_dword v66, v[22:23], off
	global_load_dword v20, v[24:25], off
	global_load_dword v67, v[26:27], off
	s_nop 0
	global_load_dword v19, v[28:29], off
	global_load_dword v68, v[32:33], off
	global_load_dword v18, v[34:35], off
	global_load_dword v69, v[36:37], off
	v_add_u32_e32 v24, 41, v2
	v_mov_b32_e32 v25, v3
	v_lshl_add_u64 v[26:27], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 42, v2
	v_lshl_add_u64 v[28:29], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 43, v2
	v_lshl_add_u64 v[32:33], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 44, v2
	v_lshl_add_u64 v[34:35], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 45, v2
	v_add_u32_e32 v22, 40, v2
	v_mov_b32_e32 v23, v3
	v_lshl_add_u64 v[36:37], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 46, v2
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[0:1]
	v_lshl_add_u64 v[38:39], v[24:25], 2, s[0:1]
	v_add_u32_e32 v24, 47, v2
	v_lshl_add_u64 v[40:41], v[24:25], 2, s[0:1]
	global_load_dword v25, v[22:23], off
	global_load_dword v70, v[26:27], off
	global_load_dword v24, v[28:29], off
	global_load_dword v71, v[32:33], off
	s_nop 0
	global_load_dword v23, v[34:35], off
	global_load_dword v72, v[36:37], off
	global_load_dword v22, v[38:39], off
	global_load_dword v73, v[40:41], off
	v_add_u32_e32 v28, 49, v2
	v_mov_b32_e32 v29, v3
	v_lshl_add_u64 v[32:33], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 50, v2
	v_lshl_add_u64 v[34:35], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 51, v2
	v_lshl_add_u64 v[36:37], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 52, v2
	v_lshl_add_u64 v[38:39], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 53, v2
	v_add_u32_e32 v26, 48, v2
	v_mov_b32_e32 v27, v3
	v_lshl_add_u64 v[40:41], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 54, v2
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[0:1]
	v_lshl_add_u64 v[42:43], v[28:29], 2, s[0:1]
	v_add_u32_e32 v28, 55, v2
	v_lshl_add_u64 v[44:45], v[28:29], 2, s[0:1]
	global_load_dword v29, v[26:27], off
	global_load_dword v74, v[32:33], off
	global_load_dword v28, v[34:35], off
	global_load_dword v75, v[36:37], off
	s_nop 0
	global_load_dword v27, v[38:39], off
	global_load_dword v76, v[40:41], off
	global_load_dword v26, v[42:43], off
	global_load_dword v77, v[44:45], off
	v_add_u32_e32 v34, 57, v2
	v_mov_b32_e32 v35, v3
	v_lshl_add_u64 v[36:37], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 58, v2
	v_lshl_add_u64 v[38:39], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 59, v2
	v_lshl_add_u64 v[40:41], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 60, v2
	v_lshl_add_u64 v[42:43], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 61, v2
	v_add_u32_e32 v32, 56, v2
	v_mov_b32_e32 v33, v3
	v_lshl_add_u64 v[44:45], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 62, v2
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[0:1]
	v_lshl_add_u64 v[52:53], v[34:35], 2, s[0:1]
	v_add_u32_e32 v34, 63, v2
	v_lshl_add_u64 v[82:83], v[34:35], 2, s[0:1]
	global_load_dword v34, v[32:33], off
	global_load_dword v78, v[36:37], off
	s_nop 0
	global_load_dword v33, v[38:39], off
	global_load_dword v79, v[40:41], off
	global_load_dword v32, v[42:43], off
	global_load_dword v80, v[44:45], off
	global_load_dword v31, v[52:53], off
	global_load_dword v81, v[82:83], off
	v_add_u32_e32 v38, 0x41, v2
	v_mov_b32_e32 v39, v3
	v_lshl_add_u64 v[40:41], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x42, v2
	v_lshl_add_u64 v[42:43], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x43, v2
	v_lshl_add_u64 v[44:45], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x44, v2
	v_lshl_add_u64 v[52:53], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x45, v2
	v_add_u32_e32 v36, 64, v2
	v_mov_b32_e32 v37, v3
	v_lshl_add_u64 v[84:85], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x46, v2
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[0:1]
	v_lshl_add_u64 v[86:87], v[38:39], 2, s[0:1]
	v_add_u32_e32 v38, 0x47, v2
	v_lshl_add_u64 v[88:89], v[38:39], 2, s[0:1]
	global_load_dword v38, v[36:37], off
	global_load_dword v82, v[40:41], off
	s_nop 0
	global_load_dword v37, v[42:43], off
	global_load_dword v83, v[44:45], off
	global_load_dword v36, v[52:53], off
	s_nop 0
	global_load_dword v84, v[84:85], off
	s_nop 0
	global_load_dword v35, v[86:87], off
	global_load_dword v85, v[88:89], off
	v_add_u32_e32 v42, 0x49, v2
	v_mov_b32_e32 v43, v3
	v_lshl_add_u64 v[44:45], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4a, v2
	v_lshl_add_u64 v[52:53], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4b, v2
	v_lshl_add_u64 v[88:89], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4c, v2
	v_lshl_add_u64 v[90:91], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4d, v2
	v_add_u32_e32 v40, 0x48, v2
	v_mov_b32_e32 v41, v3
	v_lshl_add_u64 v[92:93], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4e, v2
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[0:1]
	v_lshl_add_u64 v[94:95], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 0x4f, v2
	v_lshl_add_u64 v[96:97], v[42:43], 2, s[0:1]
	global_load_dword v42, v[40:41], off
	global_load_dword v86, v[44:45], off
	s_nop 0
	global_load_dword v41, v[52:53], off
	global_load_dword v87, v[88:89], off
	global_load_dword v40, v[90:91], off
	s_nop 0
	global_load_dword v88, v[92:93], off
	global_load_dword v39, v[94:95], off
	global_load_dword v89, v[96:97], off
	v_add_u32_e32 v90, 0x52, v2
	v_mov_b32_e32 v91, v3
	v_lshl_add_u64 v[92:93], v[90:91], 2, s[0:1]
	v_add_u32_e32 v90, 0x53, v2
	v_lshl_add_u64 v[94:95], v[90:91], 2, s[0:1]
	v_add_u32_e32 v90, 0x54, v2
	v_lshl_add_u64 v[96:97], v[90:91], 2, s[0:1]
	v_add_u32_e32 v90, 0x55, v2
	v_add_u32_e32 v44, 0x50, v2
	v_mov_b32_e32 v45, v3
	v_add_u32_e32 v52, 0x51, v2
	v_mov_b32_e32 v53, v3
	v_lshl_add_u64 v[98:99], v[90:91], 2, s[0:1]
	v_add_u32_e32 v90, 0x56, v2
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 2, s[0:1]
	v_lshl_add_u64 v[100:101], v[90:91], 2, s[0:1]
	v_add_u32_e32 v90, 0x57, v2
	v_lshl_add_u64 v[102:103], v[90:91], 2, s[0:1]
	global_load_dword v46, v[44:45], off
	global_load_dword v90, v[52:53], off
	s_nop 0
	global_load_dword v45, v[92:93], off
	global_load_dword v91, v[94:95], off
	global_load_dword v44, v[96:97], off
	s_nop 0
	global_load_dword v92, v[98:99], off
	global_load_dword v43, v[100:101], off
	global_load_dword v93, v[102:103], off
	v_add_u32_e32 v52, 0x58, v2
	v_mov_b32_e32 v53, v3
	v_add_u32_e32 v94, 0x59, v2
	v_mov_b32_e32 v95, v3
	v_add_u32_e32 v96, 0x5a, v2
	v_mov_b32_e32 v97, v3
	v_lshl_add_u64 v[52:53], v[52:53], 2, s[0:1]
	v_lshl_add_u64 v[94:95], v[94:95], 2, s[0:1]
	v_lshl_add_u64 v[96:97], v[96:97], 2, s[0:1]
	v_add_u32_e32 v98, 0x5b, v2
	v_mov_b32_e32 v99, v3
	v_add_u32_e32 v100, 0x5c, v2
	v_mov_b32_e32 v101, v3
	v_add_u32_e32 v102, 0x5d, v2
	v_mov_b32_e32 v103, v3
	v_add_u32_e32 v104, 0x5e, v2
	v_mov_b32_e32 v105, v3
	v_add_u32_e32 v2, 0x5f, v2
	v_lshl_add_u64 v[98:99], v[98:99], 2, s[0:1]
	v_lshl_add_u64 v[100:101], v[100:101], 2, s[0:1]
	v_lshl_add_u64 v[102:103], v[102:103], 2, s[0:1]
	v_lshl_add_u64 v[104:105], v[104:105], 2, s[0:1]
	v_lshl_add_u64 v[106:107], v[2:3], 2, s[0:1]
	global_load_dword v53, v[52:53], off
	s_nop 0
	global_load_dword v94, v[94:95], off
	s_nop 0
	global_load_dword v52, v[96:97], off
	global_load_dword v95, v[98:99], off
	global_load_dword v51, v[100:101], off
	s_nop 0
	global_load_dword v96, v[102:103], off
	global_load_dword v2, v[104:105], off
	global_load_dword v3, v[106:107], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s5, s[0:1], 0x0
	s_add_i32 s4, s4, -1
	s_waitcnt vmcnt(62)
	v_mov_b32_e32 v97, v5
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v47, v30
	v_mov_b32_e32 v30, v50
	s_add_u32 s0, s0, 4
	v_mov_b32_e32 v98, v4
	v_mov_b32_e32 v4, v48
	v_mov_b32_e32 v99, v1
	v_mov_b32_e32 v1, v49
	v_mov_b32_e32 v100, v9
	v_mov_b32_e32 v9, v54
	v_mov_b32_e32 v101, v8
	v_mov_b32_e32 v8, v55
	v_mov_b32_e32 v102, v7
	v_mov_b32_e32 v7, v56
	v_mov_b32_e32 v103, v6
	v_mov_b32_e32 v6, v57
	v_mov_b32_e32 v104, v13
	v_mov_b32_e32 v13, v58
	v_mov_b32_e32 v105, v12
	v_mov_b32_e32 v12, v59
	v_mov_b32_e32 v106, v11
	v_mov_b32_e32 v11, v60
	v_mov_b32_e32 v107, v10
	v_mov_b32_e32 v10, v61
	v_mov_b32_e32 v108, v17
	v_mov_b32_e32 v17, v62
	v_mov_b32_e32 v109, v16
	v_mov_b32_e32 v16, v63
	v_mov_b32_e32 v110, v15
	v_mov_b32_e32 v15, v64
	v_mov_b32_e32 v111, v14
	v_mov_b32_e32 v14, v65
	v_mov_b32_e32 v112, v21
	v_mov_b32_e32 v21, v66
	s_waitcnt vmcnt(61)
	v_mov_b32_e32 v113, v20
	s_waitcnt vmcnt(60)
	v_mov_b32_e32 v20, v67
	s_waitcnt vmcnt(59)
	v_mov_b32_e32 v114, v19
	s_waitcnt vmcnt(58)
	v_mov_b32_e32 v19, v68
	s_waitcnt vmcnt(57)
	v_mov_b32_e32 v115, v18
	s_waitcnt vmcnt(56)
	v_mov_b32_e32 v18, v69
	s_waitcnt vmcnt(55)
	v_mov_b32_e32 v116, v25
	s_waitcnt vmcnt(54)
	v_mov_b32_e32 v25, v70
	s_waitcnt vmcnt(53)
	v_mov_b32_e32 v117, v24
	s_waitcnt vmcnt(52)
	v_mov_b32_e32 v24, v71
	s_waitcnt vmcnt(51)
	v_mov_b32_e32 v118, v23
	s_waitcnt vmcnt(50)
	v_mov_b32_e32 v23, v72
	s_waitcnt vmcnt(49)
	v_mov_b32_e32 v119, v22
	s_waitcnt vmcnt(48)
	v_mov_b32_e32 v22, v73
	s_waitcnt vmcnt(47)
	v_mov_b32_e32 v120, v29
	s_waitcnt vmcnt(46)
	v_mov_b32_e32 v29, v74
	s_waitcnt vmcnt(45)
	v_mov_b32_e32 v121, v28
	s_waitcnt vmcnt(44)
	v_mov_b32_e32 v28, v75
	s_waitcnt vmcnt(43)
	v_mov_b32_e32 v122, v27
	s_waitcnt vmcnt(42)
	v_mov_b32_e32 v27, v76
	s_waitcnt vmcnt(41)
	v_mov_b32_e32 v123, v26
	s_waitcnt vmcnt(40)
	v_mov_b32_e32 v26, v77
	s_waitcnt vmcnt(39)
	v_mov_b32_e32 v124, v34
	s_waitcnt vmcnt(38)
	v_mov_b32_e32 v34, v78
	s_waitcnt vmcnt(37)
	v_mov_b32_e32 v125, v33
	s_waitcnt vmcnt(36)
	v_mov_b32_e32 v33, v79
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v126, v32
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v32, v80
	s_waitcnt vmcnt(33)
	v_mov_b32_e32 v127, v31
	s_waitcnt vmcnt(32)
	v_mov_b32_e32 v31, v81
	s_waitcnt vmcnt(31)
	v_mov_b32_e32 v128, v38
	s_waitcnt vmcnt(30)
	v_mov_b32_e32 v38, v82
	s_waitcnt vmcnt(29)
	v_mov_b32_e32 v129, v37
	s_waitcnt vmcnt(28)
	v_mov_b32_e32 v37, v83
	s_waitcnt vmcnt(27)
	v_mov_b32_e32 v130, v36
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v36, v84
	s_waitcnt vmcnt(25)
	v_mov_b32_e32 v131, v35
	s_waitcnt vmcnt(24)
	v_mov_b32_e32 v35, v85
	s_waitcnt vmcnt(23)
	v_mov_b32_e32 v132, v42
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v42, v86
	s_waitcnt vmcnt(21)
	v_mov_b32_e32 v133, v41
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v41, v87
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v134, v40
	s_waitcnt vmcnt(18)
	v_mov_b32_e32 v40, v88
	s_waitcnt vmcnt(17)
	v_mov_b32_e32 v135, v39
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v39, v89
	s_waitcnt vmcnt(15)
	v_mov_b32_e32 v136, v46
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v46, v90
	s_waitcnt vmcnt(13)
	v_mov_b32_e32 v137, v45
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v45, v91
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v138, v44
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v44, v92
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v139, v43
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v43, v93
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v140, v53
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v53, v94
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v141, v52
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v52, v95
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v142, v51
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v51, v96
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v30, s5, v47
	s_cmp_lg_u32 s4, 0
	v_fma_f32 v50, s5, v50, v97
	v_fma_f32 v47, s5, v5, v98
	v_fmac_f32_e32 v5, s5, v97
	v_fma_f32 v48, s5, v4, v99
	v_fmac_f32_e32 v4, s5, v98
	v_fma_f32 v49, s5, v1, v100
	v_fmac_f32_e32 v1, s5, v99
	v_fma_f32 v54, s5, v9, v101
	v_fmac_f32_e32 v9, s5, v100
	v_fma_f32 v55, s5, v8, v102
	v_fmac_f32_e32 v8, s5, v101
	v_fma_f32 v56, s5, v7, v103
	v_fmac_f32_e32 v7, s5, v102
	v_fma_f32 v57, s5, v6, v104
	v_fmac_f32_e32 v6, s5, v103
	v_fma_f32 v58, s5, v13, v105
	v_fmac_f32_e32 v13, s5, v104
	v_fma_f32 v59, s5, v12, v106
	v_fmac_f32_e32 v12, s5, v105
	v_fma_f32 v60, s5, v11, v107
	v_fmac_f32_e32 v11, s5, v106
	v_fma_f32 v61, s5, v10, v108
	v_fmac_f32_e32 v10, s5, v107
	v_fma_f32 v62, s5, v17, v109
	v_fmac_f32_e32 v17, s5, v108
	v_fma_f32 v63, s5, v16, v110
	v_fmac_f32_e32 v16, s5, v109
	v_fma_f32 v64, s5, v15, v111
	v_fmac_f32_e32 v15, s5, v110
	v_fma_f32 v65, s5, v14, v112
	v_fmac_f32_e32 v14, s5, v111
	v_fma_f32 v66, s5, v21, v113
	v_fmac_f32_e32 v21, s5, v112
	v_fma_f32 v67, s5, v20, v114
	v_fmac_f32_e32 v20, s5, v113
	v_fma_f32 v68, s5, v19, v115
	v_fmac_f32_e32 v19, s5, v114
	v_fma_f32 v69, s5, v18, v116
	v_fmac_f32_e32 v18, s5, v115
	v_fma_f32 v70, s5, v25, v117
	v_fmac_f32_e32 v25, s5, v116
	v_fma_f32 v71, s5, v24, v118
	v_fmac_f32_e32 v24, s5, v117
	v_fma_f32 v72, s5, v23, v119
	v_fmac_f32_e32 v23, s5, v118
	v_fma_f32 v73, s5, v22, v120
	v_fmac_f32_e32 v22, s5, v119
	v_fma_f32 v74, s5, v29, v121
	v_fmac_f32_e32 v29, s5, v120
	v_fma_f32 v75, s5, v28, v122
	v_fmac_f32_e32 v28, s5, v121
	v_fma_f32 v76, s5, v27, v123
	v_fmac_f32_e32 v27, s5, v122
	v_fma_f32 v77, s5, v26, v124
	v_fmac_f32_e32 v26, s5, v123
	v_fma_f32 v78, s5, v34, v125
	v_fmac_f32_e32 v34, s5, v124
	v_fma_f32 v79, s5, v33, v126
	v_fmac_f32_e32 v33, s5, v125
	v_fma_f32 v80, s5, v32, v127
	v_fmac_f32_e32 v32, s5, v126
	v_fma_f32 v81, s5, v31, v128
	v_fmac_f32_e32 v31, s5, v127
	v_fma_f32 v82, s5, v38, v129
	v_fmac_f32_e32 v38, s5, v128
	v_fma_f32 v83, s5, v37, v130
	v_fmac_f32_e32 v37, s5, v129
	v_fma_f32 v84, s5, v36, v131
	v_fmac_f32_e32 v36, s5, v130
	v_fma_f32 v85, s5, v35, v132
	v_fmac_f32_e32 v35, s5, v131
	v_fma_f32 v86, s5, v42, v133
	v_fmac_f32_e32 v42, s5, v132
	v_fma_f32 v87, s5, v41, v134
	v_fmac_f32_e32 v41, s5, v133
	v_fma_f32 v88, s5, v40, v135
	v_fmac_f32_e32 v40, s5, v134
	v_fma_f32 v89, s5, v39, v136
	v_fmac_f32_e32 v39, s5, v135
	v_fma_f32 v90, s5, v46, v137
	v_fmac_f32_e32 v46, s5, v136
	v_fma_f32 v91, s5, v45, v138
	v_fmac_f32_e32 v45, s5, v137
	v_fma_f32 v92, s5, v44, v139
	v_fmac_f32_e32 v44, s5, v138
	v_fma_f32 v93, s5, v43, v140
	v_fmac_f32_e32 v43, s5, v139
	v_fma_f32 v94, s5, v53, v141
	v_fmac_f32_e32 v53, s5, v140
	v_fma_f32 v95, s5, v52, v142
	v_fmac_f32_e32 v52, s5, v141
	s_waitcnt vmcnt(1)
	v_fma_f32 v96, s5, v51, v2
	v_fmac_f32_e32 v51, s5, v142
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, s5, v2, v3
	v_fma_f32 v3, s5, v3, v30
	s_cbranch_scc1 .LBB0_1
.LBB0_2:
	s_waitcnt vmcnt(62)
	v_add_f32_e32 v30, 0, v30
	v_fmac_f32_e32 v30, 2.0, v50
	v_fmamk_f32 v5, v5, 0x40400000, v30
	v_fmac_f32_e32 v5, 4.0, v47
	v_fmamk_f32 v4, v4, 0x40a00000, v5
	v_fmamk_f32 v4, v48, 0x40c00000, v4
	v_fmamk_f32 v1, v1, 0x40e00000, v4
	v_fmamk_f32 v1, v49, 0x41000000, v1
	v_fmamk_f32 v1, v9, 0x41100000, v1
	v_fmamk_f32 v1, v54, 0x41200000, v1
	v_fmamk_f32 v1, v8, 0x41300000, v1
	v_fmamk_f32 v1, v55, 0x41400000, v1
	v_fmamk_f32 v1, v7, 0x41500000, v1
	v_fmamk_f32 v1, v56, 0x41600000, v1
	v_fmamk_f32 v1, v6, 0x41700000, v1
	v_fmamk_f32 v1, v57, 0x41800000, v1
	v_fmamk_f32 v1, v13, 0x41880000, v1
	v_fmamk_f32 v1, v58, 0x41900000, v1
	v_fmamk_f32 v1, v12, 0x41980000, v1
	v_fmamk_f32 v1, v59, 0x41a00000, v1
	v_fmamk_f32 v1, v11, 0x41a80000, v1
	v_fmamk_f32 v1, v60, 0x41b00000, v1
	v_fmamk_f32 v1, v10, 0x41b80000, v1
	v_fmamk_f32 v1, v61, 0x41c00000, v1
	v_fmamk_f32 v1, v17, 0x41c80000, v1
	v_fmamk_f32 v1, v62, 0x41d00000, v1
	v_fmamk_f32 v1, v16, 0x41d80000, v1
	v_fmamk_f32 v1, v63, 0x41e00000, v1
	v_fmamk_f32 v1, v15, 0x41e80000, v1
	v_fmamk_f32 v1, v64, 0x41f00000, v1
	v_fmamk_f32 v1, v14, 0x41f80000, v1
	v_fmamk_f32 v1, v65, 0x42000000, v1
	v_fmamk_f32 v1, v21, 0x42040000, v1
	v_fmamk_f32 v1, v66, 0x42080000, v1
	s_waitcnt vmcnt(61)
	v_fmamk_f32 v1, v20, 0x420c0000, v1
	s_waitcnt vmcnt(60)
	v_fmamk_f32 v1, v67, 0x42100000, v1
	s_waitcnt vmcnt(59)
	v_fmamk_f32 v1, v19, 0x42140000, v1
	s_waitcnt vmcnt(58)
	v_fmamk_f32 v1, v68, 0x42180000, v1
	s_waitcnt vmcnt(57)
	v_fmamk_f32 v1, v18, 0x421c0000, v1
	s_waitcnt vmcnt(56)
	v_fmamk_f32 v1, v69, 0x42200000, v1
	s_waitcnt vmcnt(55)
	v_fmamk_f32 v1, v25, 0x42240000, v1
	s_waitcnt vmcnt(54)
	v_fmamk_f32 v1, v70, 0x42280000, v1
	s_waitcnt vmcnt(53)
	v_fmamk_f32 v1, v24, 0x422c0000, v1
	s_waitcnt vmcnt(52)
	v_fmamk_f32 v1, v71, 0x42300000, v1
	s_waitcnt vmcnt(51)
	v_fmamk_f32 v1, v23, 0x42340000, v1
	s_waitcnt vmcnt(50)
	v_fmamk_f32 v1, v72, 0x42380000, v1
	s_waitcnt vmcnt(49)
	v_fmamk_f32 v1, v22, 0x423c0000, v1
	s_waitcnt vmcnt(48)
	v_fmamk_f32 v1, v73, 0x42400000, v1
	s_waitcnt vmcnt(47)
	v_fmamk_f32 v1, v29, 0x42440000, v1
	s_waitcnt vmcnt(46)
	v_fmamk_f32 v1, v74, 0x42480000, v1
	s_waitcnt vmcnt(45)
	v_fmamk_f32 v1, v28, 0x424c0000, v1
	s_waitcnt vmcnt(44)
	v_fmamk_f32 v1, v75, 0x42500000, v1
	s_waitcnt vmcnt(43)
	v_fmamk_f32 v1, v27, 0x42540000, v1
	s_waitcnt vmcnt(42)
	v_fmamk_f32 v1, v76, 0x42580000, v1
	s_waitcnt vmcnt(41)
	v_fmamk_f32 v1, v26, 0x425c0000, v1
	s_waitcnt vmcnt(40)
	v_fmamk_f32 v1, v77, 0x42600000, v1
	s_waitcnt vmcnt(39)
	v_fmamk_f32 v1, v34, 0x42640000, v1
	s_waitcnt vmcnt(38)
	v_fmamk_f32 v1, v78, 0x42680000, v1
	s_waitcnt vmcnt(37)
	v_fmamk_f32 v1, v33, 0x426c0000, v1
	s_waitcnt vmcnt(36)
	v_fmamk_f32 v1, v79, 0x42700000, v1
	s_waitcnt vmcnt(35)
	v_fmamk_f32 v1, v32, 0x42740000, v1
	s_waitcnt vmcnt(34)
	v_fmamk_f32 v1, v80, 0x42780000, v1
	s_waitcnt vmcnt(33)
	v_fmamk_f32 v1, v31, 0x427c0000, v1
	s_waitcnt vmcnt(32)
	v_fmamk_f32 v1, v81, 0x42800000, v1
	s_waitcnt vmcnt(31)
	v_fmamk_f32 v1, v38, 0x42820000, v1
	s_waitcnt vmcnt(30)
	v_fmamk_f32 v1, v82, 0x42840000, v1
	s_waitcnt vmcnt(29)
	v_fmamk_f32 v1, v37, 0x42860000, v1
	s_waitcnt vmcnt(28)
	v_fmamk_f32 v1, v83, 0x42880000, v1
	s_waitcnt vmcnt(27)
	v_fmamk_f32 v1, v36, 0x428a0000, v1
	s_waitcnt vmcnt(26)
	v_fmamk_f32 v1, v84, 0x428c0000, v1
	s_waitcnt vmcnt(25)
	v_fmamk_f32 v1, v35, 0x428e0000, v1
	s_waitcnt vmcnt(24)
	v_fmamk_f32 v1, v85, 0x42900000, v1
	s_waitcnt vmcnt(23)
	v_fmamk_f32 v1, v42, 0x42920000, v1
	s_waitcnt vmcnt(22)
	v_fmamk_f32 v1, v86, 0x42940000, v1
	s_waitcnt vmcnt(21)
	v_fmamk_f32 v1, v41, 0x42960000, v1
	s_waitcnt vmcnt(20)
	v_fmamk_f32 v1, v87, 0x42980000, v1
	s_waitcnt vmcnt(19)
	v_fmamk_f32 v1, v40, 0x429a0000, v1
	s_waitcnt vmcnt(18)
	v_fmamk_f32 v1, v88, 0x429c0000, v1
	s_waitcnt vmcnt(17)
	v_fmamk_f32 v1, v39, 0x429e0000, v1
	s_waitcnt vmcnt(16)
	v_fmamk_f32 v1, v89, 0x42a00000, v1
	s_waitcnt vmcnt(15)
	v_fmamk_f32 v1, v46, 0x42a20000, v1
	s_waitcnt vmcnt(14)
	v_fmamk_f32 v1, v90, 0x42a40000, v1
	s_waitcnt vmcnt(13)
	v_fmamk_f32 v1, v45, 0x42a60000, v1
	s_waitcnt vmcnt(12)
	v_fmamk_f32 v1, v91, 0x42a80000, v1
	s_waitcnt vmcnt(11)
	v_fmamk_f32 v1, v44, 0x42aa0000, v1
	s_waitcnt vmcnt(10)
	v_fmamk_f32 v1, v92, 0x42ac0000, v1
	s_waitcnt vmcnt(9)
	v_fmamk_f32 v1, v43, 0x42ae0000, v1
	s_waitcnt vmcnt(8)
	v_fmamk_f32 v1, v93, 0x42b00000, v1
	s_waitcnt vmcnt(7)
	v_fmamk_f32 v1, v53, 0x42b20000, v1
	s_waitcnt vmcnt(6)
	v_fmamk_f32 v1, v94, 0x42b40000, v1
	s_waitcnt vmcnt(5)
	v_fmamk_f32 v1, v52, 0x42b60000, v1
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_waitcnt vmcnt(4)
	v_fmamk_f32 v1, v95, 0x42b80000, v1
	s_waitcnt vmcnt(3)
	v_fmamk_f32 v1, v51, 0x42ba0000, v1
	s_waitcnt vmcnt(2)
	v_fmamk_f32 v1, v96, 0x42bc0000, v1
	s_waitcnt vmcnt(1)
	v_fmamk_f32 v1, v2, 0x42be0000, v1
	s_waitcnt vmcnt(0)
	v_fmamk_f32 v2, v3, 0x42c00000, v1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel many_live
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 143
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 144
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
	.size	many_live, .Lfunc_end0-many_live
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4608
; NumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 143
; AccumOffset: 144
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
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
	s_load_dword s6, s[0:1], 0x4
	s_nop 0
	s_load_dwordx2 s[0:1], s[2:3], 0x8
	s_load_dword s5, s[2:3], 0x10
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v9, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s4, s4, s6
	v_add_u32_e32 v0, s4, v0
	v_mul_lo_u32 v2, v0, 48
	v_or_b32_e32 v8, 2, v2
	v_lshl_add_u64 v[10:11], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 3, v2
	v_lshl_add_u64 v[14:15], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 4, v2
	v_lshl_add_u64 v[16:17], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 5, v2
	v_or_b32_e32 v6, 1, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[18:19], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 6, v2
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[0:1]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[0:1]
	v_lshl_add_u64 v[20:21], v[8:9], 2, s[0:1]
	v_or_b32_e32 v8, 7, v2
	v_or_b32_e32 v24, 13, v2
	v_mov_b32_e32 v25, v3
	v_lshl_add_u64 v[22:23], v[8:9], 2, s[0:1]
	global_load_dword v13, v[4:5], off
	global_load_dword v8, v[6:7], off
	s_nop 0
	global_load_dword v7, v[10:11], off
	global_load_dword v6, v[14:15], off
	global_load_dword v5, v[16:17], off
	global_load_dword v1, v[18:19], off
	global_load_dword v4, v[20:21], off
	s_nop 0
	global_load_dword v19, v[22:23], off
	v_or_b32_e32 v10, 8, v2
	v_mov_b32_e32 v11, v3
	v_or_b32_e32 v16, 10, v2
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[28:29], v[24:25], 2, s[0:1]
	v_or_b32_e32 v24, 14, v2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[0:1]
	v_or_b32_e32 v14, 9, v2
	v_mov_b32_e32 v15, v3
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[0:1]
	v_or_b32_e32 v20, 11, v2
	v_mov_b32_e32 v21, v3
	v_or_b32_e32 v22, 12, v2
	v_mov_b32_e32 v23, v3
	v_lshl_add_u64 v[30:31], v[24:25], 2, s[0:1]
	v_or_b32_e32 v24, 15, v2
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[0:1]
	v_lshl_add_u64 v[34:35], v[24:25], 2, s[0:1]
	global_load_dword v25, v[10:11], off
	global_load_dword v26, v[14:15], off
	global_load_dword v27, v[16:17], off
	global_load_dword v32, v[20:21], off
	global_load_dword v12, v[22:23], off
	s_nop 0
	global_load_dword v11, v[28:29], off
	global_load_dword v10, v[30:31], off
	global_load_dword v9, v[34:35], off
	v_add_u32_e32 v16, 17, v2
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[20:21], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 18, v2
	v_lshl_add_u64 v[22:23], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 19, v2
	v_lshl_add_u64 v[28:29], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 20, v2
	v_lshl_add_u64 v[30:31], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 21, v2
	v_lshl_add_u64 v[38:39], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 22, v2
	v_add_u32_e32 v14, 16, v2
	v_mov_b32_e32 v15, v3
	v_lshl_add_u64 v[40:41], v[16:17], 2, s[0:1]
	v_add_u32_e32 v16, 23, v2
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[42:43], v[16:17], 2, s[0:1]
	global_load_dword v16, v[14:15], off
	s_nop 0
	global_load_dword v14, v[20:21], off
	global_load_dword v15, v[22:23], off
	global_load_dword v35, v[28:29], off
	global_load_dword v36, v[30:31], off
	global_load_dword v37, v[38:39], off
	s_nop 0
	global_load_dword v38, v[40:41], off
	global_load_dword v39, v[42:43], off
	v_add_u32_e32 v20, 24, v2
	v_mov_b32_e32 v21, v3
	v_add_u32_e32 v22, 25, v2
	v_mov_b32_e32 v23, v3
	v_add_u32_e32 v40, 28, v2
	v_mov_b32_e32 v41, v3
	v_add_u32_e32 v42, 29, v2
	v_mov_b32_e32 v43, v3
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[0:1]
	v_add_u32_e32 v28, 26, v2
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v30, 27, v2
	v_mov_b32_e32 v31, v3
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 2, s[0:1]
	v_add_u32_e32 v44, 30, v2
	v_mov_b32_e32 v45, v3
	v_add_u32_e32 v46, 31, v2
	v_mov_b32_e32 v47, v3
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[0:1]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[0:1]
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[0:1]
	v_lshl_add_u64 v[46:47], v[46:47], 2, s[0:1]
	global_load_dword v24, v[20:21], off
	s_nop 0
	global_load_dword v23, v[22:23], off
	s_nop 0
	global_load_dword v22, v[28:29], off
	global_load_dword v21, v[30:31], off
	global_load_dword v20, v[40:41], off
	global_load_dword v17, v[42:43], off
	global_load_dword v18, v[44:45], off
	s_nop 0
	global_load_dword v40, v[46:47], off
	v_add_u32_e32 v42, 34, v2
	v_mov_b32_e32 v43, v3
	v_lshl_add_u64 v[44:45], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 35, v2
	v_lshl_add_u64 v[46:47], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 36, v2
	v_lshl_add_u64 v[48:49], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 37, v2
	v_add_u32_e32 v28, 32, v2
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v30, 33, v2
	v_mov_b32_e32 v31, v3
	v_lshl_add_u64 v[50:51], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 38, v2
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[0:1]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[0:1]
	v_lshl_add_u64 v[52:53], v[42:43], 2, s[0:1]
	v_add_u32_e32 v42, 39, v2
	v_lshl_add_u64 v[54:55], v[42:43], 2, s[0:1]
	global_load_dword v41, v[28:29], off
	global_load_dword v42, v[30:31], off
	global_load_dword v43, v[44:45], off
	s_nop 0
	global_load_dword v44, v[46:47], off
	global_load_dword v31, v[48:49], off
	global_load_dword v30, v[50:51], off
	global_load_dword v29, v[52:53], off
	global_load_dword v28, v[54:55], off
	v_add_u32_e32 v46, 40, v2
	v_mov_b32_e32 v47, v3
	v_add_u32_e32 v48, 41, v2
	v_mov_b32_e32 v49, v3
	v_lshl_add_u64 v[46:47], v[46:47], 2, s[0:1]
	v_lshl_add_u64 v[48:49], v[48:49], 2, s[0:1]
	v_add_u32_e32 v50, 42, v2
	v_mov_b32_e32 v51, v3
	v_add_u32_e32 v52, 43, v2
	v_mov_b32_e32 v53, v3
	v_add_u32_e32 v54, 44, v2
	v_mov_b32_e32 v55, v3
	v_add_u32_e32 v56, 45, v2
	v_mov_b32_e32 v57, v3
	v_add_u32_e32 v58, 46, v2
	v_mov_b32_e32 v59, v3
	v_add_u32_e32 v2, 47, v2
	v_lshl_add_u64 v[50:51], v[50:51], 2, s[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 2, s[0:1]
	v_lshl_add_u64 v[54:55], v[54:55], 2, s[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[0:1]
	v_lshl_add_u64 v[58:59], v[58:59], 2, s[0:1]
	v_lshl_add_u64 v[60:61], v[2:3], 2, s[0:1]
	global_load_dword v2, v[46:47], off
	global_load_dword v3, v[48:49], off
	global_load_dword v33, v[50:51], off
	global_load_dword v45, v[52:53], off
	s_nop 0
	global_load_dword v46, v[54:55], off
	global_load_dword v47, v[56:57], off
	global_load_dword v48, v[58:59], off
	global_load_dword v34, v[60:61], off
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB1_2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[0:1], 0x0
	s_add_i32 s5, s5, -1
	s_waitcnt vmcnt(46)
	v_mov_b32_e32 v49, v8
	s_waitcnt vmcnt(45)
	v_mov_b32_e32 v50, v7
	s_waitcnt vmcnt(44)
	v_mov_b32_e32 v51, v6
	s_waitcnt vmcnt(43)
	v_mov_b32_e32 v52, v5
	s_waitcnt vmcnt(39)
	v_mov_b32_e32 v8, v25
	s_waitcnt vmcnt(38)
	v_mov_b32_e32 v7, v26
	s_waitcnt vmcnt(37)
	v_mov_b32_e32 v6, v27
	s_waitcnt vmcnt(36)
	v_mov_b32_e32 v5, v32
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v53, v12
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v54, v11
	s_waitcnt vmcnt(32)
	v_mov_b32_e32 v56, v9
	s_waitcnt vmcnt(31)
	v_mov_b32_e32 v57, v16
	v_mov_b32_e32 v25, v13
	v_mov_b32_e32 v13, v19
	s_add_u32 s0, s0, 4
	v_mov_b32_e32 v55, v10
	s_waitcnt vmcnt(28)
	v_mov_b32_e32 v12, v35
	s_waitcnt vmcnt(27)
	v_mov_b32_e32 v11, v36
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v10, v37
	s_waitcnt vmcnt(25)
	v_mov_b32_e32 v9, v38
	s_waitcnt vmcnt(24)
	v_mov_b32_e32 v16, v39
	s_waitcnt vmcnt(23)
	v_mov_b32_e32 v58, v24
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v59, v23
	s_waitcnt vmcnt(21)
	v_mov_b32_e32 v60, v22
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v61, v21
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v62, v20
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v24, v40
	s_waitcnt vmcnt(15)
	v_mov_b32_e32 v23, v41
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v22, v42
	s_waitcnt vmcnt(13)
	v_mov_b32_e32 v21, v43
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v20, v44
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v63, v31
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v64, v30
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v65, v29
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v66, v28
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v30, v46
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v29, v47
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v28, v48
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, s4, v1, v53
	v_fma_f32 v4, s4, v4, v54
	v_fmac_f32_e32 v13, s4, v25
	v_fma_f32 v25, s4, v8, v56
	v_fmac_f32_e32 v8, s4, v49
	v_fma_f32 v26, s4, v7, v57
	v_fmac_f32_e32 v7, s4, v50
	v_fma_f32 v27, s4, v6, v14
	v_fmac_f32_e32 v6, s4, v51
	v_fma_f32 v32, s4, v5, v15
	v_fmac_f32_e32 v5, s4, v52
	s_cmp_lg_u32 s5, 0
	v_fma_f32 v19, s4, v19, v55
	v_fma_f32 v14, s4, v14, v58
	v_fma_f32 v15, s4, v15, v59
	v_fma_f32 v35, s4, v12, v60
	v_fmac_f32_e32 v12, s4, v53
	v_fma_f32 v36, s4, v11, v61
	v_fmac_f32_e32 v11, s4, v54
	v_fma_f32 v37, s4, v10, v62
	v_fmac_f32_e32 v10, s4, v55
	v_fma_f32 v38, s4, v9, v17
	v_fmac_f32_e32 v9, s4, v56
	v_fma_f32 v39, s4, v16, v18
	v_fmac_f32_e32 v16, s4, v57
	v_fma_f32 v17, s4, v17, v63
	v_fma_f32 v18, s4, v18, v64
	v_fma_f32 v40, s4, v24, v65
	v_fmac_f32_e32 v24, s4, v58
	v_fma_f32 v41, s4, v23, v66
	v_fmac_f32_e32 v23, s4, v59
	v_fma_f32 v42, s4, v22, v2
	v_fmac_f32_e32 v22, s4, v60
	v_fma_f32 v43, s4, v21, v3
	v_fmac_f32_e32 v21, s4, v61
	v_fma_f32 v44, s4, v20, v33
	v_fmac_f32_e32 v20, s4, v62
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, s4, v2, v34
	v_fma_f32 v3, s4, v3, v13
	v_fma_f32 v33, s4, v33, v8
	v_fma_f32 v45, s4, v31, v7
	v_fmac_f32_e32 v31, s4, v63
	v_fma_f32 v46, s4, v30, v6
	v_fmac_f32_e32 v30, s4, v64
	v_fma_f32 v47, s4, v29, v5
	v_fmac_f32_e32 v29, s4, v65
	v_fma_f32 v48, s4, v28, v1
	v_fmac_f32_e32 v28, s4, v66
	v_fma_f32 v34, s4, v34, v4
	s_cbranch_scc1 .LBB1_1
.LBB1_2:
	s_waitcnt vmcnt(47)
	v_add_f32_e32 v13, 0, v13
	s_waitcnt vmcnt(46)
	v_add_f32_e32 v8, v13, v8
	s_waitcnt vmcnt(45)
	v_add_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(44)
	v_add_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(43)
	v_add_f32_e32 v5, v6, v5
	s_waitcnt vmcnt(42)
	v_add_f32_e32 v1, v5, v1
	s_waitcnt vmcnt(41)
	v_add_f32_e32 v1, v1, v4
	s_waitcnt vmcnt(40)
	v_add_f32_e32 v1, v1, v19
	s_waitcnt vmcnt(39)
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(38)
	v_add_f32_e32 v1, v1, v26
	s_waitcnt vmcnt(37)
	v_add_f32_e32 v1, v1, v27
	s_waitcnt vmcnt(36)
	v_add_f32_e32 v1, v1, v32
	s_waitcnt vmcnt(35)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt vmcnt(34)
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(33)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt vmcnt(32)
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(31)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt vmcnt(30)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt vmcnt(29)
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(28)
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(27)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt vmcnt(26)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt vmcnt(25)
	v_add_f32_e32 v1, v1, v38
	s_waitcnt vmcnt(24)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt vmcnt(23)
	v_add_f32_e32 v1, v1, v24
	s_waitcnt vmcnt(22)
	v_add_f32_e32 v1, v1, v23
	s_waitcnt vmcnt(21)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt vmcnt(20)
	v_add_f32_e32 v1, v1, v21
	s_waitcnt vmcnt(19)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt vmcnt(18)
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v1, v1, v40
	s_waitcnt vmcnt(15)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v43
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v44
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v31
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v30
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v29
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v28
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v33
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v45
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v46
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v47
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v34
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel squeezed
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 68
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
.Lfunc_end1:
	.size	squeezed, .Lfunc_end1-squeezed
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2232
; NumSgprs: 13
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
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 67
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
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
	s_load_dword s6, s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_nop 0
	s_load_dword s2, s[2:3], 0x10
	s_nop 0
	s_load_dword s0, s[0:1], 0xc
	v_bfe_u32 v1, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s6, 0xffff
	s_mul_i32 s4, s4, s1
	s_lshr_b32 s1, s6, 16
	s_mul_i32 s5, s5, s1
	v_add_u32_e32 v1, s5, v1
	v_mul_lo_u32 v1, v1, s0
	v_and_b32_e32 v0, 0x3ff, v0
	v_add3_u32 v24, s4, v0, v1
	v_mov_b32_e32 v25, 0
	v_lshl_add_u32 v16, s2, 2, v24
	v_mov_b32_e32 v17, v25
	v_mad_u64_u32 v[10:11], s[0:1], s2, 3, v[24:25]
	v_lshl_add_u64 v[26:27], v[16:17], 4, s[10:11]
	v_mad_u64_u32 v[16:17], s[0:1], s2, 6, v[24:25]
	v_mad_u64_u32 v[18:19], s[0:1], s2, 7, v[24:25]
	v_lshlrev_b64 v[32:33], 4, v[24:25]
	v_add_u32_e32 v2, s2, v24
	v_mov_b32_e32 v3, v25
	v_lshl_add_u32 v8, s2, 1, v24
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v11, v25
	v_mad_u64_u32 v[28:29], s[0:1], s2, 5, v[24:25]
	v_mov_b32_e32 v17, v25
	v_mov_b32_e32 v19, v25
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[32:33]
	v_lshl_add_u64 v[4:5], v[2:3], 4, s[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 4, s[10:11]
	v_lshl_add_u64 v[12:13], v[10:11], 4, s[10:11]
	v_lshl_add_u64 v[16:17], v[16:17], 4, s[10:11]
	v_lshl_add_u64 v[20:21], v[18:19], 4, s[10:11]
	v_mov_b32_e32 v29, v25
	global_load_dwordx4 v[0:3], v[0:1], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[4:5], off
	s_nop 0
	global_load_dwordx4 v[8:11], v[8:9], off
	s_nop 0
	global_load_dwordx4 v[12:15], v[12:13], off
	s_nop 0
	global_load_dwordx4 v[16:19], v[16:17], off
	s_nop 0
	global_load_dwordx4 v[20:23], v[20:21], off
	v_lshl_add_u64 v[28:29], v[28:29], 4, s[10:11]
	global_load_dwordx4 v[24:27], v[26:27], off
	s_nop 0
	global_load_dwordx4 v[28:31], v[28:29], off
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
	v_pk_mul_f32 v[0:1], v[0:1], v[6:7]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[32:33]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wide_loads
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end2:
	.size	wide_loads, .Lfunc_end2-wide_loads
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 456
; NumSgprs: 18
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         many_live.kd
    .uses_dynamic_stack: false
    .vgpr_count:     143
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .uses_dynamic_stack: false
    .vgpr_count:     67
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         wide_loads.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_size_hint:
      - 16
      - 16
      - 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
